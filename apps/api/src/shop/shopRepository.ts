import type { Db } from '../db/database';
import { nowIso } from '../http/ids';

export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  link: string | null;
  start_date: string;
  end_date: string;
  is_read: number;
  clicked: number;
}

export interface ConsentRow {
  consent: number;
  updated_at: string;
  country: string;
}

/** The Shop API's SQL, prepared once: CMS texts, the info bar, marketing consents and notifications. */
export class ShopRepository {
  private readonly stmts;

  constructor(db: Db) {
    this.stmts = {
      cmsText: db.prepare('SELECT value FROM cms_texts WHERE key = ? AND locale = ? AND type = ?'),
      infoBar: db.prepare(
        `SELECT id, text, link FROM info_bar_items
         WHERE (country IS NULL OR country = @country) AND (page_type IS NULL OR page_type = @pageType)
           AND (product_url IS NULL OR product_url = @slug) ORDER BY sort_order, id`,
      ),
      setConsent: db.prepare(
        `INSERT INTO marketing_consents (contact, country, consent, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (contact) DO UPDATE SET country = excluded.country, consent = excluded.consent, updated_at = excluded.updated_at`,
      ),
      consent: db.prepare('SELECT consent, updated_at, country FROM marketing_consents WHERE contact = ?'),
      notifications: db.prepare(
        `SELECT n.*, COALESCE(s.is_read, 0) AS is_read, COALESCE(s.clicked, 0) AS clicked FROM notifications n
         LEFT JOIN notification_states s ON s.notification_id = n.id AND s.reader = @reader
         WHERE n.start_date <= @now AND n.end_date > @now AND (n.country IS NULL OR n.country = @country)
           AND (n.user_sub IS NULL OR n.user_sub = @sub) ORDER BY n.start_date DESC, n.id DESC LIMIT 50`,
      ),
      markRead: db.prepare(
        `INSERT INTO notification_states (notification_id, reader, is_read) VALUES (?, ?, 1)
         ON CONFLICT (notification_id, reader) DO UPDATE SET is_read = 1`,
      ),
      markClicked: db.prepare(
        `INSERT INTO notification_states (notification_id, reader, clicked) VALUES (?, ?, 1)
         ON CONFLICT (notification_id, reader) DO UPDATE SET clicked = 1`,
      ),
    };
  }

  /** A CMS text in the locale, else in the default language. */
  /** A CMS text in the locale ('ar-sa'), else its language ('ar'), else the fallback locale. */
  cmsText(key: string, locale: string, fallbackLocale: string, type: string): string | undefined {
    const language = locale.split('-')[0] ?? locale;
    for (const l of [locale, language, fallbackLocale]) {
      const row = this.stmts.cmsText.get(key, l, type) as { value: string } | undefined;
      if (row) return row.value;
    }
    return undefined;
  }

  infoBarItems(filter: { country: string | null; pageType: string | null; slug: string | null }): Array<{ id: number; text: string; link: string | null }> {
    return this.stmts.infoBar.all(filter) as Array<{ id: number; text: string; link: string | null }>;
  }

  setConsent(contact: string, country: string, consent: boolean): void {
    this.stmts.setConsent.run(contact, country, consent ? 1 : 0, nowIso());
  }

  consent(contact: string): ConsentRow | undefined {
    return this.stmts.consent.get(contact) as ConsentRow | undefined;
  }

  /** The notifications a reader (user:<sub> or guest:<id>) sees now, with that reader's read/clicked state. */
  notifications(reader: string, country: string | null, sub: string | null): NotificationRow[] {
    return this.stmts.notifications.all({ reader, now: nowIso(), country, sub }) as NotificationRow[];
  }

  mark(action: 'markRead' | 'markClicked', notificationId: number, reader: string): void {
    (action === 'markRead' ? this.stmts.markRead : this.stmts.markClicked).run(notificationId, reader);
  }
}
