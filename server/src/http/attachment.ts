/**
 * A Content-Disposition for a download: the name in UTF-8 (RFC 6266 / 5987, which every current
 * browser reads, so a Chinese name arrives whole) and a plain ASCII fallback for older clients.
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encoded}`;
}
