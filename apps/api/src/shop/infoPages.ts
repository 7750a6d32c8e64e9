import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, INFO_PAGES, infoPageCmsKey, type InfoPageName } from '@store/shared/domain';

/** One information page as the CMS keeps it (type JSON, key `page.{name}`); `{store}` stands for the storefront's name. */
export interface InfoPageContent {
  title: string;
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

type Language = 'en' | 'ar' | 'id';

/** The CMS seed of the footer's pages, in every language the store's catalogues are written in. */
export const INFO_PAGE_CONTENT: Readonly<Record<InfoPageName, Readonly<Record<Language, InfoPageContent>>>> = {
  terms: {
    en: {
      title: 'Terms and conditions',
      description: 'The terms that apply when you buy from {store}.',
      sections: [
        {
          heading: 'Who we are',
          paragraphs: ['{store} sells in-game currency, vouchers and subscriptions for Football Legends. By placing an order you accept these terms.'],
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
          paragraphs: ['Prices are shown in your country’s currency and include the taxes we must collect. Your payment provider may add its own fees, which it shows before you confirm.'],
        },
        {
          heading: 'Subscriptions',
          paragraphs: ['A subscription renews at the price shown for its period until you cancel it in Settings. After cancelling it stays active until the end of the period you paid for.'],
        },
        {
          heading: 'Refunds',
          paragraphs: ['Delivered digital items cannot be returned. If an item did not arrive or you were charged twice, contact us through the Help page and we will put it right.'],
        },
      ],
    },
    ar: {
      title: 'الشروط والأحكام',
      description: 'الشروط التي تسري عند الشراء من {store}.',
      sections: [
        { heading: 'من نحن', paragraphs: ['يبيع {store} العملات داخل اللعبة والقسائم والاشتراكات للعبة Football Legends. بتقديم طلب فإنك توافق على هذه الشروط.'] },
        {
          heading: 'الطلبات والتسليم',
          paragraphs: [
            'تحقق من معرّف اللاعب قبل الدفع: تُسلَّم العناصر إلى الحساب الذي تدخله ولا يمكن نقلها إلى حساب آخر.',
            'تصل معظم العناصر خلال دقائق من الدفع. وإذا أكّد مزوّد الدفع لاحقًا، يتم التسليم فور تأكيده.',
          ],
        },
        { heading: 'الأسعار والدفع', paragraphs: ['تُعرض الأسعار بعملة بلدك وتشمل الضرائب التي يجب علينا تحصيلها. قد يضيف مزوّد الدفع رسومه الخاصة ويعرضها قبل التأكيد.'] },
        { heading: 'الاشتراكات', paragraphs: ['يتجدد الاشتراك بالسعر المعروض لمدته حتى تلغيه من الإعدادات. بعد الإلغاء يبقى فعّالًا حتى نهاية المدة التي دفعت ثمنها.'] },
        { heading: 'الاسترداد', paragraphs: ['لا يمكن إرجاع العناصر الرقمية بعد تسليمها. إذا لم يصل عنصر أو دُفع المبلغ مرتين، فتواصل معنا عبر صفحة المساعدة وسنصحّح الأمر.'] },
      ],
    },
    id: {
      title: 'Syarat dan ketentuan',
      description: 'Ketentuan yang berlaku saat Anda membeli di {store}.',
      sections: [
        { heading: 'Tentang kami', paragraphs: ['{store} menjual mata uang dalam game, voucher, dan langganan untuk Football Legends. Dengan membuat pesanan, Anda menyetujui ketentuan ini.'] },
        {
          heading: 'Pesanan dan pengiriman',
          paragraphs: [
            'Periksa ID pemain sebelum membayar: item dikirim ke akun yang Anda masukkan dan tidak dapat dipindahkan ke akun lain.',
            'Sebagian besar item tiba dalam beberapa menit setelah pembayaran. Jika penyedia pembayaran mengonfirmasi belakangan, pengiriman menyusul segera setelahnya.',
          ],
        },
        { heading: 'Harga dan pembayaran', paragraphs: ['Harga ditampilkan dalam mata uang negara Anda dan sudah termasuk pajak yang wajib kami pungut. Penyedia pembayaran dapat menambahkan biayanya sendiri, yang ditampilkan sebelum Anda mengonfirmasi.'] },
        { heading: 'Langganan', paragraphs: ['Langganan diperpanjang dengan harga yang ditampilkan untuk periodenya sampai Anda membatalkannya di Pengaturan. Setelah dibatalkan, langganan tetap aktif hingga akhir periode yang telah dibayar.'] },
        { heading: 'Pengembalian dana', paragraphs: ['Item digital yang sudah dikirim tidak dapat dikembalikan. Jika item tidak tiba atau Anda ditagih dua kali, hubungi kami melalui halaman Bantuan dan kami akan memperbaikinya.'] },
      ],
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      description: 'What {store} keeps about you, why, and how to have it removed.',
      sections: [
        { heading: 'What we keep', paragraphs: ['Your player ID, the email or mobile number you give for receipts, your orders, and, if you create an account, your name and settings.'] },
        { heading: 'Why we keep it', paragraphs: ['To deliver what you buy, send your receipt, show your history and rewards, and prevent fraud. We never sell your details.'] },
        { heading: 'Cookies', paragraphs: ['Necessary cookies keep the store working. Analytics and marketing cookies are used only if you allow them; change your choice at any time under Cookie preferences.'] },
        { heading: 'Your choices', paragraphs: ['You can unsubscribe from marketing emails with the link in each email, and delete your account in Settings. Deleting it removes your personal details; orders are kept as the law requires.'] },
      ],
    },
    ar: {
      title: 'سياسة الخصوصية',
      description: 'ما يحتفظ به {store} عنك، ولماذا، وكيف تطلب حذفه.',
      sections: [
        { heading: 'ما نحتفظ به', paragraphs: ['معرّف اللاعب، والبريد الإلكتروني أو رقم الجوال الذي تقدّمه للإيصالات، وطلباتك، واسمك وإعداداتك إذا أنشأت حسابًا.'] },
        { heading: 'لماذا نحتفظ به', paragraphs: ['لتسليم ما تشتريه، وإرسال الإيصال، وعرض سجلّك ومكافآتك، ومنع الاحتيال. نحن لا نبيع بياناتك أبدًا.'] },
        { heading: 'ملفات تعريف الارتباط', paragraphs: ['تُبقي ملفات تعريف الارتباط الضرورية المتجر يعمل. لا تُستخدم ملفات التحليلات والتسويق إلا إذا سمحت بها، ويمكنك تغيير اختيارك في أي وقت من تفضيلات ملفات تعريف الارتباط.'] },
        { heading: 'خياراتك', paragraphs: ['يمكنك إلغاء الاشتراك في رسائل التسويق عبر الرابط في كل رسالة، وحذف حسابك من الإعدادات. يزيل الحذف بياناتك الشخصية، وتُحفظ الطلبات كما يقتضي القانون.'] },
      ],
    },
    id: {
      title: 'Kebijakan privasi',
      description: 'Apa yang disimpan {store} tentang Anda, alasannya, dan cara menghapusnya.',
      sections: [
        { heading: 'Yang kami simpan', paragraphs: ['ID pemain Anda, email atau nomor ponsel yang Anda berikan untuk tanda terima, pesanan Anda, serta nama dan pengaturan Anda jika Anda membuat akun.'] },
        { heading: 'Alasan kami menyimpannya', paragraphs: ['Untuk mengirim pembelian Anda, mengirim tanda terima, menampilkan riwayat dan hadiah Anda, serta mencegah penipuan. Kami tidak pernah menjual data Anda.'] },
        { heading: 'Cookie', paragraphs: ['Cookie yang diperlukan menjaga toko tetap berfungsi. Cookie analitik dan pemasaran hanya digunakan jika Anda mengizinkannya; ubah pilihan Anda kapan saja di Preferensi cookie.'] },
        { heading: 'Pilihan Anda', paragraphs: ['Anda dapat berhenti berlangganan email pemasaran melalui tautan di setiap email, dan menghapus akun Anda di Pengaturan. Penghapusan menghilangkan data pribadi Anda; pesanan disimpan sesuai ketentuan hukum.'] },
      ],
    },
  },
  help: {
    en: {
      title: 'Help',
      description: 'Answers to the questions shoppers ask most, and how to reach us.',
      sections: [
        { heading: 'Where do I find my player ID?', paragraphs: ['Open Football Legends, tap your profile picture in the top corner: your player ID is under your name. Copy it exactly, digits only.'] },
        { heading: 'I paid but nothing arrived', paragraphs: ['Most items arrive within minutes. If the order page says it is waiting for the payment provider, it completes by itself once they confirm; you can close the page. Restart the game to see new items.'] },
        { heading: 'How do I use a gift code?', paragraphs: ['Open the gift link from your email, or go to Redeem a gift and enter the code with the one-time code we send to your email.'] },
        { heading: 'Contact us', paragraphs: ['Still stuck? Write to us from the game’s Help centre with your order ID (it is on your receipt and in your history). We answer within one working day.'] },
      ],
    },
    ar: {
      title: 'المساعدة',
      description: 'إجابات عن أكثر الأسئلة شيوعًا، وطريقة التواصل معنا.',
      sections: [
        { heading: 'أين أجد معرّف اللاعب؟', paragraphs: ['افتح Football Legends واضغط على صورة ملفك في الزاوية العلوية: يظهر معرّف اللاعب تحت اسمك. انسخه كما هو، أرقامًا فقط.'] },
        { heading: 'دفعت ولم يصل شيء', paragraphs: ['تصل معظم العناصر خلال دقائق. إذا ذكرت صفحة الطلب أنه بانتظار مزوّد الدفع، فسيكتمل تلقائيًا بعد تأكيده ويمكنك إغلاق الصفحة. أعد تشغيل اللعبة لترى العناصر الجديدة.'] },
        { heading: 'كيف أستخدم رمز الهدية؟', paragraphs: ['افتح رابط الهدية من بريدك الإلكتروني، أو انتقل إلى استرداد هدية وأدخل الرمز مع الرمز المؤقت الذي نرسله إلى بريدك.'] },
        { heading: 'تواصل معنا', paragraphs: ['ما زلت بحاجة إلى مساعدة؟ راسلنا من مركز المساعدة في اللعبة مع رقم طلبك (تجده في الإيصال وفي سجلّك). نرد خلال يوم عمل واحد.'] },
      ],
    },
    id: {
      title: 'Bantuan',
      description: 'Jawaban atas pertanyaan yang paling sering diajukan, dan cara menghubungi kami.',
      sections: [
        { heading: 'Di mana saya menemukan ID pemain?', paragraphs: ['Buka Football Legends, ketuk foto profil di pojok atas: ID pemain ada di bawah nama Anda. Salin persis, angka saja.'] },
        { heading: 'Saya sudah membayar tetapi item belum masuk', paragraphs: ['Sebagian besar item tiba dalam beberapa menit. Jika halaman pesanan menyatakan sedang menunggu penyedia pembayaran, pesanan selesai dengan sendirinya setelah mereka mengonfirmasi; Anda boleh menutup halaman. Mulai ulang game untuk melihat item baru.'] },
        { heading: 'Bagaimana cara memakai kode hadiah?', paragraphs: ['Buka tautan hadiah dari email Anda, atau buka Tukarkan hadiah dan masukkan kode beserta kode sekali pakai yang kami kirim ke email Anda.'] },
        { heading: 'Hubungi kami', paragraphs: ['Masih ada kendala? Tulis kepada kami dari Pusat Bantuan di dalam game dengan ID pesanan Anda (ada di tanda terima dan riwayat Anda). Kami menjawab dalam satu hari kerja.'] },
      ],
    },
  },
  about: {
    en: {
      title: 'About us',
      description: '{store} is the official web store of Football Legends.',
      sections: [
        { heading: 'The official store', paragraphs: ['{store} is run with the makers of Football Legends. Everything you buy here goes straight to your game account, in about 70 countries and in your own currency.'] },
        { heading: 'Why buy here', paragraphs: ['Instant delivery, the payment methods you already use, cashback rewards on your purchases, and gifts you can send to friends.'] },
        { heading: 'Safe payments', paragraphs: ['Payments are handled by licensed payment providers; we never see your card or bank details.'] },
      ],
    },
    ar: {
      title: 'من نحن',
      description: '{store} هو المتجر الإلكتروني الرسمي للعبة Football Legends.',
      sections: [
        { heading: 'المتجر الرسمي', paragraphs: ['يُدار {store} بالتعاون مع صُنّاع Football Legends. كل ما تشتريه هنا يصل مباشرة إلى حسابك في اللعبة، في نحو 70 بلدًا وبعملتك المحلية.'] },
        { heading: 'لماذا تشتري من هنا', paragraphs: ['تسليم فوري، وطرق الدفع التي تستخدمها بالفعل، ومكافآت استرداد نقدي على مشترياتك، وهدايا يمكنك إرسالها إلى أصدقائك.'] },
        { heading: 'دفع آمن', paragraphs: ['تتولى الدفع جهات دفع مرخّصة، ولا نرى أبدًا بيانات بطاقتك أو حسابك المصرفي.'] },
      ],
    },
    id: {
      title: 'Tentang kami',
      description: '{store} adalah toko web resmi Football Legends.',
      sections: [
        { heading: 'Toko resmi', paragraphs: ['{store} dijalankan bersama pembuat Football Legends. Semua yang Anda beli di sini langsung masuk ke akun game Anda, di sekitar 70 negara dan dalam mata uang Anda sendiri.'] },
        { heading: 'Mengapa membeli di sini', paragraphs: ['Pengiriman instan, metode pembayaran yang sudah Anda gunakan, hadiah cashback atas pembelian Anda, dan hadiah yang dapat Anda kirim ke teman.'] },
        { heading: 'Pembayaran aman', paragraphs: ['Pembayaran ditangani oleh penyedia pembayaran berlisensi; kami tidak pernah melihat data kartu atau rekening bank Anda.'] },
      ],
    },
  },
};

/** The CMS locale each seeded language is kept under: English as the fallback, the others by language alone. */
const CMS_LOCALE: Readonly<Record<Language, string>> = { en: DEFAULT_LANGUAGE, ar: 'ar', id: 'id' };

/**
 * Adds the footer's pages to the CMS where they are missing. Run at every start, not only on an empty database, so a
 * store seeded before these pages existed gets them too; text an operator changed is kept.
 */
export function seedInfoPages(db: Db): void {
  const insert = db.prepare("INSERT OR IGNORE INTO cms_texts (key, locale, type, value) VALUES (?, ?, 'JSON', ?)");
  db.transaction(() => {
    for (const name of INFO_PAGES) {
      for (const [lang, content] of Object.entries(INFO_PAGE_CONTENT[name]) as Array<[Language, InfoPageContent]>) {
        insert.run(infoPageCmsKey(name), CMS_LOCALE[lang], JSON.stringify(content));
      }
    }
  })();
}
