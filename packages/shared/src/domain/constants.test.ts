import * as C from './constants';

// Section 9 (and the numbers of sections 1, 4-6), one row per limit.
const cases: [string, unknown, unknown][] = [
  ['"The white-label id is 2"', C.WHITELABEL_ID, 2],
  ['"Default language: en-default"', C.DEFAULT_LANGUAGE, 'en-default'],
  ['"Theme colour #000000"', C.THEME_COLOUR, '#000000'],
  ['"Auth region ap-southeast-1"', C.AUTH_REGION, 'ap-southeast-1'],
  ['"wallet API 30000 ms"', C.WALLET_API_TIMEOUT_MS, 30000],
  ['"account API 15000 ms"', C.ACCOUNT_API_TIMEOUT_MS, 15000],
  ['"quick top-up 180"', C.QUICK_TOPUP_TIMEOUT_S, 180],
  ['"wallet OTP timeout 100"', C.WALLET_OTP_TIMEOUT_S, 100],
  ['"auth OTP expiry 90 s"', C.AUTH_OTP_EXPIRY_S, 90],
  ['"Websocket ping 5 minutes"', C.WEBSOCKET_PING_MS, 300000],
  ['"ssk cookie refresh 3300000 ms"', C.SSK_COOKIE_REFRESH_MS, 3300000],
  ['"Retry delay 2000 ms"', C.RETRY_DELAY_MS, 2000],
  ['"Analytics event timeout 2000 ms"', C.ANALYTICS_EVENT_TIMEOUT_MS, 2000],
  ['"Copy confirmation visible 2 s"', C.COPY_CONFIRMATION_MS, 2000],
  ['"Transaction history 9 per page"', C.TRANSACTION_HISTORY_PAGE_SIZE, 9],
  ['"first-page offset 3"', C.TRANSACTION_HISTORY_FIRST_PAGE_OFFSET, 3],
  ['"filters 7, 30, 90 days"', C.TRANSACTION_HISTORY_FILTER_DAYS, [7, 30, 90]],
  ['"switch limit 3 per 1 day"', C.SWITCH_LIMIT, 3],
  ['"switch limit 3 per 1 day" (window)', C.SWITCH_LIMIT_WINDOW_MS, 86400000],
  ['"timer 30"', C.TIMER_30_S, 30],
  ['"Passwords min 8"', C.PASSWORD_MIN_LENGTH, 8],
  ['"age 18+"', C.MIN_AGE, 18],
  ['"bound 150"', C.MAX_AGE, 150],
  ['"CPF 11 digits"', C.CPF_LENGTH, 11],
  ['"Wallet OTP length 6 digits"', C.OTP_LENGTH, 6],
  ['"Too many failed OTP attempts: retry in 3 hours"', C.OTP_LOCKOUT_MS, 10800000],
  ['"UTM list max 35"', C.UTM_MAX_RECORDS, 35],
  ['"retained 30 days"', C.UTM_RETENTION_DAYS, 30],
  ['"(7 for partner variant)"', C.UTM_RETENTION_DAYS_PARTNER, 7],
  ['"Cookie preferences 365 days"', C.COOKIE_PREFERENCES_DAYS, 365],
  ['"impact click id cookie 30 days"', C.IMPACT_CLICK_ID_COOKIE_DAYS, 30],
  ['"consent-managed cookies default 180 days"', C.CONSENT_COOKIE_DEFAULT_DAYS, 180],
  ['"cashback cookie 45 days"', C.CASHBACK_COOKIE_DAYS, 45],
  ['"Rewards expire 45 days after receipt"', C.REWARD_EXPIRY_DAYS, 45],
  ['"percentage 2 to 90" (min)', C.REWARD_PERCENTAGE_MIN, 2],
  ['"percentage 2 to 90" (max)', C.REWARD_PERCENTAGE_MAX, 90],
  ['"max 5 validated gamer infos"', C.MAX_VALIDATED_GAMER_INFOS, 5],
  ['"expiry alert 24"', C.REWARD_EXPIRY_ALERT_HOURS, 24],
  ['"warning 36"', C.REWARD_EXPIRY_WARNING_HOURS, 36],
  ['"max refresh days 1000"', C.MAX_REFRESH_DAYS, 1000],
  ['"loyalty constant 30"', C.LOYALTY_CONSTANT, 30],
  ['"loyalty id -1"', C.LOYALTY_ID, -1],
  ['"Gift expiry two weeks"', C.GIFT_EXPIRY_DAYS, 14],
  ['"15 prize-draw winners"', C.PRIZE_DRAW_WINNERS, 15],
  ['"subscription linking check up to 2 minutes"', C.SUBSCRIPTION_LINKING_CHECK_MS, 120000],
  ['"subscription saving up to 25%"', C.SUBSCRIPTION_MAX_SAVING_PERCENT, 25],
  ['"seasonal membership once per 93 days"', C.SEASONAL_MEMBERSHIP_DAYS, 93],
  ['"Recurrence options: 7 weekly, 30 monthly, 90 quarterly, 365 yearly"', C.RECURRENCE_DAYS, { weekly: 7, monthly: 30, quarterly: 90, yearly: 365 }],
  ['"Quick-sale category -1"', C.QUICK_SALE_CATEGORY, -1],
  ['"all-denomination -2"', C.ALL_DENOMINATION_CATEGORY, -2],
  ['"Codacash payment channel ids"', C.CODACASH_PAYMENT_CHANNEL_IDS, [239, 259, 321, 453, 318, 319, 691, 654, 1201]],
  ['"Free Fire LATAM gvt id 689"', C.FREE_FIRE_LATAM_GVT_ID, 689],
  ['"Rewards landing SEO countries: my, th, ph, id"', C.REWARDS_LANDING_SEO_COUNTRIES, ['my', 'th', 'ph', 'id']],
  ['"Segment analytics off for ru"', C.SEGMENT_ANALYTICS_OFF_COUNTRIES, ['ru']],
  ['"South Asia: bd, in, np, pk, lk"', C.SOUTH_ASIA_COUNTRIES, ['bd', 'in', 'np', 'pk', 'lk']],
  ['"Terms-and-conditions express countries"', C.TERMS_EXPRESS_COUNTRIES, ['qa', 'ca', 'au', 'nz', 'ma', 'ru', 'kr', 'jp']],
  ['"Currencies without decimals"', C.CURRENCIES_WITHOUT_DECIMALS, ['IDR', 'VND', 'KRW', 'JPY', 'CLP', 'COP', 'NGN', 'PYG', 'TWD', 'BDT', 'RUB']],
  ['"Cookie manager is shown for Europe-group countries, qa, au, kz, nz, us"', C.COOKIE_MANAGER_EXTRA_COUNTRIES, ['qa', 'au', 'kz', 'nz', 'us']],
  ['"Error sampling: traces 100%, session replays 10%, error replays 100%"', C.ERROR_SAMPLING, { tracesRate: 1, sessionReplayRate: 0.1, errorReplayRate: 1 }],
  ['"script loaded with up to 3 attempts 1 s apart"', [C.PARTNER_SDK_LOAD_ATTEMPTS, C.PARTNER_SDK_RETRY_DELAY_MS], [3, 1000]],
  ['"Status code 2000 is ok, 2002 login error"', [C.PARTNER_SDK_STATUS_OK, C.PARTNER_SDK_STATUS_LOGIN_ERROR], [2000, 2002]],
  ['"Default error code 400"', C.DEFAULT_ERROR_CODE, 400],
  ['"permanent expiry marker about 3 years in ms"', C.PERMANENT_EXPIRY_MS, 3 * 365 * 86400000],
];

describe('spec constants', () => {
  it.each(cases)('%s', (_quote, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('"Auth-header allow-list": 69 countries, sg first and ie last', () => {
    expect(C.AUTH_HEADER_ALLOW_LIST).toHaveLength(69);
    expect(C.AUTH_HEADER_ALLOW_LIST[0]).toBe('sg');
    expect(C.AUTH_HEADER_ALLOW_LIST.at(-1)).toBe('ie');
    expect(new Set(C.AUTH_HEADER_ALLOW_LIST).size).toBe(69);
  });

  it('"Game variant slugs": the 11 slugs of section 3', () => {
    expect(C.GAME_VARIANT_SLUGS).toHaveLength(11);
    expect(C.GAME_VARIANT_SLUGS).toContain('mirage-perfect-skyline');
  });

  it('"Tracked campaign params: utm source, medium, content, campaign, term, id, source platform, timestamp"', () => {
    expect(C.TRACKED_CAMPAIGN_PARAMS).toHaveLength(8);
  });
});
