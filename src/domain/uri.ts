/** URI-decodes `text` (a '+' stays a '+'); a malformed escape ('%E0') leaves the text as written instead of throwing. */
export function decodeUriOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
