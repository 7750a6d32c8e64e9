import type { CookieJar } from '@store/shared';

/** A CookieJar over document.cookie: path=/, SameSite=Lax, Secure on https. */
export function createDocumentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split(';')) {
        const item = part.trim();
        if (item.startsWith(prefix)) {
          try {
            return decodeURIComponent(item.slice(prefix.length));
          } catch {
            return item.slice(prefix.length);
          }
        }
      }
      return undefined;
    },
    set(name, value, expires) {
      const expiry = expires ? `; expires=${expires.toUTCString()}` : '';
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expiry}; path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secure}`;
    },
  };
}
