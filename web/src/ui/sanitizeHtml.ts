/**
 * Article text is sanitized HTML (DESIGN §6) when it is saved; the browser cleans it
 * again before showing it, so a row written by any other path cannot run script.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'A',
  'BLOCKQUOTE',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SPAN',
  'DIV',
  'FIGURE',
  'FIGCAPTION',
  'HR',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { A: ['href', 'title'], IMG: ['src', 'alt', 'width', 'height'] };
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

function safeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const keep =
        allowed.includes(attribute.name) && (!['href', 'src'].includes(attribute.name) || safeUrl(attribute.value));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/.test(child.getAttribute('href') ?? '')) child.setAttribute('target', '_blank');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root);
  return root.innerHTML;
}
