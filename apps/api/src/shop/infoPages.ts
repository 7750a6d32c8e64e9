import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, INFO_PAGES, infoPageCmsKey, type InfoPageName } from '@store/shared/domain';
import { contentTranslations, type ContentFile, type InfoPageContent } from '../content/translations';

export type { InfoPageContent };

/**
 * The footer's pages in English, the CMS seed's source (type JSON, key `page.{name}`; `{store}` stands for the
 * storefront's name). The other languages come from content/{language}.json.
 */
export const ENGLISH_INFO_PAGES: Readonly<Record<InfoPageName, InfoPageContent>> = {
  terms: {
    title: 'Terms and conditions',
    description: 'The terms that apply when you buy from {store}.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{store} sells in-game currency, vouchers and subscriptions for Football Legends. By placing an order you accept these terms.',
        ],
      },
      {
        heading: 'Orders and delivery',
        paragraphs: [
          'Check the player ID before you pay: items are delivered to the account you enter and cannot be moved to another one.',
          'Most items arrive within minutes of payment. If your payment provider confirms later, delivery follows as soon as it does.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are shown in your country’s currency and include the taxes we must collect. Your payment provider may add its own fees, which it shows before you confirm.',
        ],
      },
      {
        heading: 'Subscriptions',
        paragraphs: [
          'A subscription renews at the price shown for its period until you cancel it in Settings. After cancelling it stays active until the end of the period you paid for.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Delivered digital items cannot be returned. If an item did not arrive or you were charged twice, contact us through the Help page and we will put it right.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What {store} keeps about you, why, and how to have it removed.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your player ID, the email or mobile number you give for receipts, your orders, and, if you create an account, your name and settings.',
        ],
      },
      {
        heading: 'Why we keep it',
        paragraphs: [
          'To deliver what you buy, send your receipt, show your history and rewards, and prevent fraud. We never sell your details.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Necessary cookies keep the store working. Analytics and marketing cookies are used only if you allow them; change your choice at any time under Cookie preferences.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can unsubscribe from marketing emails with the link in each email, and delete your account in Settings. Deleting it removes your personal details; orders are kept as the law requires.',
        ],
      },
    ],
  },
  help: {
    title: 'Help',
    description: 'Answers to the questions shoppers ask most, and how to reach us.',
    sections: [
      {
        heading: 'Where do I find my player ID?',
        paragraphs: [
          'Open Football Legends, tap your profile picture in the top corner: your player ID is under your name. Copy it exactly, digits only.',
        ],
      },
      {
        heading: 'I paid but nothing arrived',
        paragraphs: [
          'Most items arrive within minutes. If the order page says it is waiting for the payment provider, it completes by itself once they confirm; you can close the page. Restart the game to see new items.',
        ],
      },
      {
        heading: 'How do I use a gift code?',
        paragraphs: [
          'Open the gift link from your email, or go to Redeem a gift and enter the code with the one-time code we send to your email.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Still stuck? Write to us from the game’s Help centre with your order ID (it is on your receipt and in your history). We answer within one working day.',
        ],
      },
    ],
  },
  about: {
    title: 'About us',
    description: '{store} is the official web store of Football Legends.',
    sections: [
      {
        heading: 'The official store',
        paragraphs: [
          '{store} is run with the makers of Football Legends. Everything you buy here goes straight to your game account, in about 70 countries and in your own currency.',
        ],
      },
      {
        heading: 'Why buy here',
        paragraphs: [
          'Instant delivery, the payment methods you already use, cashback rewards on your purchases, and gifts you can send to friends.',
        ],
      },
      {
        heading: 'Safe payments',
        paragraphs: [
          'Payments are handled by licensed payment providers; we never see your card or bank details.',
        ],
      },
    ],
  },
};

/** A page's content in a language: English, or the language's content file (undefined when there is none). */
export function infoPageContent(name: InfoPageName, language: string, languages: ReadonlyMap<string, ContentFile> = contentTranslations()): InfoPageContent | undefined {
  return language === 'en' ? ENGLISH_INFO_PAGES[name] : languages.get(language)?.infoPages[name];
}

/**
 * Adds the footer's pages to the CMS where they are missing: English under the fallback locale, every other
 * language under its code alone. Run at every start, not only on an empty database, so a store seeded before
 * these pages (or a language) existed gets them too; text an operator changed is kept.
 */
export function seedInfoPages(db: Db, languages: ReadonlyMap<string, ContentFile> = contentTranslations()): void {
  const insert = db.prepare("INSERT OR IGNORE INTO cms_texts (key, locale, type, value) VALUES (?, ?, 'JSON', ?)");
  db.transaction(() => {
    for (const name of INFO_PAGES) {
      insert.run(infoPageCmsKey(name), DEFAULT_LANGUAGE, JSON.stringify(ENGLISH_INFO_PAGES[name]));
      for (const [language, content] of languages) insert.run(infoPageCmsKey(name), language, JSON.stringify(content.infoPages[name]));
    }
  })();
}
