import { XMLParser } from 'fast-xml-parser';
import type { NewsItem } from '@vsf/contract';
import { htmlText } from './htmlText';

/**
 * fast-xml-parser's ordered form: an element is `{ [its name]: children, ':@': attributes }`,
 * a run of text or CDATA is `{ '#text': text }`.
 */
type XmlNode = Record<string, unknown>;

const ATTRIBUTES = ':@';
const TEXT = '#text';

const parser = new XMLParser({
  // Keeps mixed content (Atom's xhtml, HTML left unescaped in a description) in reading order.
  preserveOrder: true,
  // Atom names its links in attributes: <link rel="alternate" href="…"/>.
  ignoreAttributes: false,
  // A title such as '2026' stays text.
  parseTagValue: false,
  // The space between a CDATA section and the text after it is part of the words.
  trimValues: false,
});

function nameOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ATTRIBUTES);
}

function childrenOf(node: XmlNode): XmlNode[] {
  const name = nameOf(node);
  const children = name === undefined ? undefined : node[name];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function attribute(node: XmlNode, name: string): string | undefined {
  const attributes = node[ATTRIBUTES] as Record<string, unknown> | undefined;
  const value = attributes?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** Feeds are XML, but the regular-expression reader before this one forgave the case of names. */
const isNamed = (node: XmlNode, name: string) => nameOf(node)?.toLowerCase() === name.toLowerCase();

/** The elements named `name` at any depth, in document order; none is looked for inside another. */
function findAll(nodes: XmlNode[], name: string): XmlNode[] {
  return nodes.flatMap((node) => (isNamed(node, name) ? [node] : findAll(childrenOf(node), name)));
}

/** The text of an element and everything in it, an element boundary counting as a space. */
function textOf(nodes: XmlNode[]): string {
  return nodes.map((node) => (TEXT in node ? String(node[TEXT]) : ` ${textOf(childrenOf(node))} `)).join('');
}

/** The first child element named `name`, as the raw text the XML holds (entities decoded). */
function childText(item: XmlNode, name: string): string | null {
  const element = childrenOf(item).find((node) => isNamed(node, name));
  return element ? textOf(childrenOf(element)).trim() : null;
}

/** As `childText`, read as HTML: descriptions often carry markup (escaped or in CDATA); keep the words. */
function childWords(item: XmlNode, name: string): string | null {
  const text = childText(item, name);
  return text === null ? null : htmlText(text);
}

/** Atom's link to the web page: the `alternate` one (the default relation), else the first. */
function atomLink(item: XmlNode): string | null {
  const links = childrenOf(item).filter((node) => isNamed(node, 'link') && attribute(node, 'href'));
  const page = links.find((link) => (attribute(link, 'rel') ?? 'alternate') === 'alternate') ?? links[0];
  return page ? (attribute(page, 'href') ?? null) : null;
}

/** Only web links: a feed must not be able to put javascript: URLs on the page. */
function webLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const CONTENT_MAX_LENGTH = 280;

function shorten(text: string): string {
  return text.length <= CONTENT_MAX_LENGTH ? text : `${text.slice(0, CONTENT_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The items of an RSS (or Atom) document; tolerant of what real feeds contain. */
export function parseNewsFeed(xml: string, limit: number): NewsItem[] {
  const document = parser.parse(xml) as XmlNode[];
  const items = findAll(document, 'item');
  const blocks = items.length > 0 ? items : findAll(document, 'entry');
  const news: NewsItem[] = [];
  for (const block of blocks) {
    const title = childWords(block, 'title');
    if (!title) continue;
    news.push({
      isoDate: isoDate(childText(block, 'pubDate') ?? childText(block, 'dc:date') ?? childText(block, 'updated')),
      link: webLink(childText(block, 'link') || atomLink(block)),
      title,
      content: shorten(
        childWords(block, 'description') ?? childWords(block, 'summary') ?? childWords(block, 'content') ?? '',
      ),
    });
    if (news.length >= limit) break;
  }
  return news;
}
