/**
 * An .eml as text, as a person reads it: quoted-printable soft breaks and escapes undone only
 * when the message says its parts are quoted-printable (a message through SMTP). The outbox
 * writes its parts 8bit, as they are (issue 27): undoing escapes there would change a link's
 * token that happens to hold '=' and two hex digits.
 */
export function emlText(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable\s*$/im.test(raw)) return raw;
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}
