/**
 * Every business constant and limit named in §9 of the three spec documents
 * (000 storefront, 001 items and shop editing, 002 cart to after-sales), in one place.
 * Durations are milliseconds unless the name says otherwise.
 */

// --- 000 §9: storefront shell, catalogues, follows, tracking ---
export const CATALOGUE_PRODUCTS_PAGE_SIZE = 30
export const PRODUCTS_LIST_PAGE_SIZE = 36
export const SERVICES_LIST_PAGE_SIZE = 18
export const FOLLOW_LIST_DEFAULT_LIMIT = 10
export const REFERRAL_LIST_DEFAULT_LIMIT = 10
export const AVAILABLE_CATALOGUES_DEFAULT_LIMIT = 5
export const AVAILABLE_CATALOGUES_MODAL_PAGE_SIZE = 30
export const AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE = 50
export const AVAILABLE_CATALOGUES_LIST_HEIGHT_PX = 400
export const CATALOGUE_DELETE_UNDO_MS = 5000
export const CATALOGUE_DELETE_TOAST_MS = 4000
export const TOAST_MS = 5000
export const TOAST_LONG_MS = 7000
export const IMAGE_REJECTED_TOAST_MS = 15_000
export const PROFILE_RETRY_COUNT = 3
export const PROFILE_RETRY_INTERVAL_MS = 3000
export const HEADER_SLIDER_AUTOPLAY_MS = 5000
export const HEADER_SLIDER_SPEED_MS = 500
export const CATALOGUE_SLIDER_AUTOPLAY_MS = 6000
export const CATALOGUE_SLIDER_BREAKPOINTS = [
  { maxWidthPx: 768, slidesPerView: 2 },
  { maxWidthPx: 1024, slidesPerView: 4 },
] as const
export const CAROUSEL_SIZE = { width: 1400, height: 450 } as const
export const SLIDER_IMAGE_SIZES = {
  desktop: { width: 1600, height: 900 },
  phonePortrait: { width: 420, height: 910 },
} as const
export const LOGO_THUMBNAIL = { width: 35, height: 35, rectangleWidth: 100 } as const
export const BANNER_THUMBNAIL = { width: 120, height: 40 } as const
export const CATALOGUE_IMAGE_SIZE = { width: 48, height: 48 } as const
export const MARKETING_LINK_NAME_MAX = 100
export const RESALE_COOKIE_DAYS = 365
export const TRACKING_COOKIE_DAYS = 1
export const TRACKING_QUERY_PARAMS = [
  'gclid',
  'fbclid',
  'click_id',
  'referral',
  'campaign',
  'referral_slug',
] as const
export const TRACKING_COOKIES = ['referralID', 'campaign', 'clickID'] as const
export const ITEM_SORTS = ['queue_position', '-list_price', 'list_price'] as const
export type ItemSort = (typeof ITEM_SORTS)[number]
export const DEFAULT_ITEM_SORT: ItemSort = 'queue_position'
export const DEFAULT_HEADER_COLOUR = 'rgb(245, 248, 250)'
export const HEADER_IMAGE_BLUR_BELOW_WIDTH_PX = 200
export const RECOMMENDED_SHOP_IMAGE = {
  width: 1000,
  height: 1000,
  rectangleWidth: 1000,
  rectangleHeight: 400,
} as const

// --- 001 §9: items, catalogues, editors, lists ---
export const DIALOG_PAGE_SIZE = 10
export const CATALOGUE_FOOTER_LIST_DEFAULT = 5
export const CATALOGUE_SEARCH_PAGE_SIZE = 10
export const CATALOGUE_DROPDOWN_PAGE_SIZE = 15
export const SEARCH_AUTOCOMPLETE_SIZE = 5
export const SUPPLIER_DROPDOWN_SIZE = 10
export const SUPPLIERS_LIST_LIMIT = 30
export const PRODUCT_SUGGESTIONS_SIZE = 10
export const SHOP_LIST_PAGE_SIZE = 10
export const BLOGS_PAGE_SIZE = 8
export const HEADER_LIST_PAGE_SIZE = 10
export const PROMOTED_LIST_DEFAULT_LIMIT = 10
export const FRANCHISE_LIST_DEFAULT_LIMIT = 10
export const FRANCHISE_MODAL_PAGE_SIZE = 2
export const FRANCHISES_IN_CATALOGUE_LIMIT = 30
export const COLLABORATORS_PAGE_SIZE = 5
export const RESALE_CHECK_AT_LEAST = 1000
export const RESALE_SORT = '-contribution_margin'
export const REMOVE_FROM_STORE_DELAY_MS = 5000
export const FORK_REFRESH_DELAY_MS = 3500
export const POSITION_RELOAD_DELAY_MS = 8000
export const SEARCH_DEBOUNCE_MS = 400
export const COLOUR_UPDATE_DEBOUNCE_MS = 250
export const REMOVAL_WARNING_TOAST_MS = 4000
export const ERROR_TOAST_MS = 7000
export const SUCCESS_TOAST_MS = 5000
export const CATALOGUE_NAME_MAX = 150
export const HEADER_TITLE_MAX = 30
export const HEADER_SUBTITLE_MAX = 40
export const HEADER_DESCRIPTION_MAX = 130
export const CAMPAIGN_NAME_MAX = 100
export const BLOG_ABSTRACT_MAX = 500
export const PRODUCT_CARD_IMAGE = { width: 350, height: 419 } as const
export const BLOG_CARD_IMAGE = { width: 400, height: 300 } as const
export const FRANCHISE_CARD_PHOTO = { width: 60, height: 60 } as const
export const SHOP_PHOTO = { height: 150, width: 150, rectangleWidth: 300 } as const
/** Upload limit: 4 MB, checked as 4,000,000 bytes (001 §5 shop photo). */
export const UPLOAD_MAX_BYTES = 4_000_000
export const UPLOAD_MAX_MB = 4
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const
export const CAROUSEL_SLIDE_IMAGES = {
  twoColumn: { width: 1100, height: 800 },
  oneColumn: { width: 2000, height: 600 },
} as const
export const CAROUSEL_RECOMMENDED_UPLOAD = {
  desktop: { width: 3200, height: 982 },
  mobile: { width: 1000, height: 450 },
  twoColumn: { width: 1100, height: 982 },
} as const
export const CAROUSEL_AUTOPLAY_MS = 7000
export const CAROUSEL_FADE_MS = 4000
export const BLOG_SLIDER_MAX_ITEMS = 10
export const BLOG_SLIDER_PER_VIEW = [
  { maxWidthPx: 576, slidesPerView: 1.5 },
  { maxWidthPx: 768, slidesPerView: 3.5 },
  { maxWidthPx: Number.POSITIVE_INFINITY, slidesPerView: 4 },
] as const
export const BLOG_SUMMARY_LINES = 3
export const BLOG_TOUR_STEPS = 7
export const BLOG_MAIN_IMAGE = { width: 1000, height: 600 } as const
export const INFINITE_SCROLL_HEIGHTS_PX = [400, 300] as const
export const FRANCHISE_LIST_AREA_PX = 250
export const COLLABORATORS_LIST_MAX_HEIGHT_PX = 300
export const CATALOGUE_DROPDOWN_MAX_HEIGHT_PX = 300
export const SIDE_MENU_WIDTH_PX = 280
export const SKELETONS = { desktop: 10, tablet: 6, phone: 4, smallestPhone: 2 } as const
export const THEME_COOKIE_DAYS = 365
export const DEFAULT_COLUMNS = 2
export const RESTOCKING_FEE_DECIMALS = 2
export const RETURN_WINDOW_HOURS = 72
export const NAMED_PALETTE_COUNT = 20

// --- 002 §9: cart, checkout, orders, after-sales ---
export const BANK_TRANSFER_WINDOW_MS = 60 * 60 * 1000
/** 002 §8: a card payment that failed without a code keeps its toast 55 seconds. */
export const PAYMENT_FAILED_TOAST_MS = 55_000
export const ATTENDANTS_PAGE_SIZE = 10
export const COLLABORATIONS_PAGE_SIZE = 10
export const ADVISOR_ONLINE_WINDOW_MS = 5 * 60 * 1000
export const CAMPAIGN_LIST_DEFAULT_LIMIT = 10
export const CART_THUMBNAIL_PX = { mobile: 50, desktop: 70 } as const
export const DEFAULT_PLAN = {
  priceMinor: 19_900,
  currency: 'MXN',
  periodicity: 'monthly',
  commissionRate: '0.5',
  contributionMarginMinor: 9_950,
  names: ['basic professional', 'online store', 'digital business', 'electronic invoicing'],
} as const

// --- Platform limits of our own design (the spec says "not shown") ---
/** One-time codes (quality.md 14): single use, 10 minutes, 5 wrong tries burn the code. */
export const ONE_TIME_CODE_TTL_SECONDS = 600
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5
export const PASSWORD_MIN_LENGTH = 8

/** A per-account quota: at most `max` in `timeWindow` (an `@fastify/rate-limit` duration). */
export interface Quota {
  max: number
  timeWindow: string
}
/**
 * Per-account quotas (decision 031): far above what a supplier does by hand (a photo or an item takes
 * seconds to choose and fill in), there to stop a script or a stolen session from filling storage.
 * Every attempt counts, refused or not; over a quota → 429 `quota_exceeded` with Retry-After.
 */
export const UPLOAD_QUOTAS: readonly Quota[] = [
  { max: 20, timeWindow: '1 minute' },
  { max: 500, timeWindow: '1 day' },
]
export const ITEM_CREATE_QUOTAS: readonly Quota[] = [
  { max: 10, timeWindow: '1 minute' },
  { max: 100, timeWindow: '1 hour' },
  { max: 500, timeWindow: '1 day' },
]
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX = 120
export const SLUG_MIN = 3
export const SLUG_MAX = 60
/** Lists: offset and limit are bounded so no request can ask for an unbounded page. */
export const LIST_MAX_LIMIT = 100
export const LIST_MAX_OFFSET = 10_000

// --- Items (001 §3 Item, Return info; 002 §3 stock): limits of our own design, the spec says "not shown" ---
/** Longest item name, as the catalogue name (001 §9). */
export const ITEM_NAME_MAX = 150
export const ITEM_DESCRIPTION_MAX = 5000
export const ITEM_TAGS_MAX = 20
export const ITEM_TAG_MAX = 40
/** The first photo is the main one (001 §2). */
export const ITEM_PHOTOS_MAX = 10
export const ITEM_VARIANTS_MAX = 20
export const ITEM_VARIANT_TEXT_MAX = 60
export const ITEM_RETURN_LEGEND_MAX = 2000
/** Prices and fees are integer minor units, 0 to 1e11 (a billion in major units). */
export const ITEM_PRICE_MAX = 100_000_000_000
export const ITEM_STOCK_MAX = 1_000_000_000

// --- Cart (002 §5): limits of our own design, the spec says "not shown" (decision 040) ---
/**
 * Most units of one line, whatever the stock: an on-demand item with no max_purchase_amount has no
 * other bound. 999 × the highest price (ITEM_PRICE_MAX) stays a safe integer of minor units.
 */
export const CART_QUANTITY_MAX = 999

// --- My purchases (002 §2, §7 customer orders list; decision 080): our own page bounds ---
/** The list's page (the spec's lists default to 10: campaigns, attendants). */
export const MY_ORDERS_PAGE_SIZE = 10
/** The most orders one page may ask for. */
export const MY_ORDERS_MAX_LIMIT = 50
/**
 * How far the list counts its matches: at least 100, and one past the page asked for, so there is
 * always a next page to offer; beyond, `matches_estimated` is that lower bound (the page then says
 * "more than").
 */
export const MY_ORDERS_COUNT_AT_LEAST = 100
/** The longest `text` a search of one's orders takes (an order id or a product's name). */
export const MY_ORDERS_TEXT_MAX = 100
