/** Text for an HTML page or e-mail: the five characters HTML gives a meaning to, as numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
