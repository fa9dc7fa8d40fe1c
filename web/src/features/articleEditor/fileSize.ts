/** 002 §2.6: sizes in kB, and in MB above 1000 kB, with a Norwegian decimal comma. */
export function formatFileSize(bytes: number): string {
  const kB = bytes / 1000;
  if (kB > 1000) return `${(kB / 1000).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(kB))} kB`;
}
