// Every user-facing string of the spec, in one table: forms, widgets and the api read
// from here, so a message cannot drift between client and server, and an Arabic table
// can later replace this one key for key. Texts the spec quotes are copied exactly,
// typos included ('Some error occured.'). Placeholders are '{key}', filled by formatMessage.

// The blocks a widget reads on its own are separate tables, so the widget's bundle carries
// those words and not the whole table (`npm run bench`: the phone input 11.5 -> 7.2 KiB gzip).
export const registrationMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  /** {country} is the picked country's name, or mobileFallbackName when none is known. */
  mobileInvalid: 'Please enter a valid {country} number',
  mobileFallbackName: 'mobile',
} as const;

export const phoneMessages = {
  invalid: {
    AE: 'Enter valid UAE mobile (e.g., 50 123 4567)',
    SA: 'Enter valid Saudi mobile (e.g., 50 123 4567)',
    KW: 'Enter valid Kuwait mobile (e.g., 9012 3456)',
    QA: 'Enter valid Qatar mobile (e.g., 3012 3456)',
    OM: 'Enter valid Oman mobile (e.g., 9012 3456)',
    BH: 'Enter valid Bahrain mobile (e.g., 3612 3456)',
  },
  searchPlaceholder: 'Search countries, cities, or codes...',
  resultsFound: '{n} result(s) found',
  noCountries: 'No countries found',
  noCountriesHint: 'Try searching by country name, city, or code',
  tooltip: 'In case we need to contact you about your order',
  formatHint: 'Format: {example}',
} as const;

export const newsletterMessages = {
  heading: 'Early Access. Extra Savings. Only for Subscribers.',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Please enter a valid email address',
  join: 'Join & Save',
  joining: 'Joining...',
} as const;

/** What any failed call says (api/errors.ts): every widget carries these two, and only these. */
export const apiErrorMessages = {
  fallback: 'Something went wrong!',
  /** docs/behaviour.md §8 (claim timeout): the only wording the spec gives a timeout. */
  timeout: 'Request timed out. Please check your connection and try again.',
  server: 'Server error. Please try again later.',
} as const;

// The account forms' messages (forms/review.ts, account/business.ts): a table of their own, as
// the phone's, since only the account pages and the API read them and no widget should carry them.
export const accountFormMessages = {
  /** A product review's form (/review) and the API's check of it: not quoted by the spec, plain wording, one message per rule. */
  review: {
    productRequired: 'Please choose the product you are reviewing.',
    ratingRequired: 'Please choose a rating from 1 to 5 stars.',
    titleRequired: 'Please give your review a title.',
    titleTooLong: 'The title can be at most {max} characters.',
    bodyRequired: 'Please write your review.',
    bodyTooShort: 'Please write at least {min} characters.',
    bodyTooLong: 'A review can be at most {max} characters.',
  },
  /** "Apply for a business account" (account/business.ts). */
  business: {
    typeRequired: 'Please choose your type of business.',
    companyRequired: 'Company name is required.',
    companyTooLong: 'Company name is too long.',
    licenceOrTrn: 'Please enter your trade licence number or your TRN.',
    licenceTooLong: 'Trade licence number is too long.',
    trnDigits: 'A TRN has 15 digits.',
  },
} as const;

export const messages = {
  common: {
    somethingWentWrong: apiErrorMessages.fallback,
    cancel: 'Cancel',
    errorTitle: 'error',
    fileUnreadable: 'This file could not be read. Please choose it again.',
  },
  /** Upload rules beyond the spec's two screenshot fields (forms/files.ts), the API's too. */
  uploads: {
    claimCount: 'Please upload only one screenshot.',
    issueCount: 'Please upload at most 5 screenshots.',
    photoSize: 'File {name} is too large. Maximum size is 5MB.',
    photoCount: 'Please upload at most 8 photos.',
    videoSize: 'File {name} is too large. Maximum size is 50MB.',
    videoCount: 'Please upload at most 3 videos.',
    documentType: 'File {name} is not supported. Please upload a PDF, PNG or JPEG file.',
    documentSize: 'File {name} is too large. Maximum size is 10MB.',
    documentCount: 'Please upload one file at a time.',
    imageTooManyPixels: 'File {name} is too large. An image may be at most {side} pixels wide or high and {megapixels} megapixels.',
    imageDamaged: 'File {name} is damaged or incomplete. Please upload the image again.',
  },
  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 8 characters',
    googleFailed: 'Google login failed. Please try again.',
    appleFailed: 'Apple login failed. Please try again.',
    appleNotConfigured: 'Sign in with Apple is not available on this site.',
    signUpLink: 'Sign up now and join us!',
  },
  registration: registrationMessages,
  phone: phoneMessages,
  guestAddress: {
    addressRequired: 'Address is required',
    countryRequired: 'Country is required',
    stateRequired: 'State is required',
    cityRequired: 'City is required',
    zipRequired: 'Zip code is required',
  },
  guestCheckout: {
    continueAsGuestTitle: 'Continue As Guest',
    continueAsGuestButton: 'Continue as a guest',
    contactHeading: 'Enter Contact Details For Delivery',
    mobileHint: 'We will use this number to contact you about your order.',
    saveAndNext: 'Save & Next',
    validating: 'Validating...',
    alreadyRegistered: 'You are already registered. Please login to continue.',
  },
  newsletter: newsletterMessages,
  issueReport: {
    bannerButton: 'Report a Glitch',
    title: 'Submit an Issue Report',
    required: 'Email and description are required.',
    emailInvalid: 'Please enter a valid email address.',
    descriptionMin: 'Description must be at least 10 characters.',
    descriptionMax: 'Description must be at most 250 characters.',
    fileType: 'File {name} is not supported. Please upload PNG, JPEG or GIF files only.',
    fileSize: 'File {name} is too large. Maximum size is 5MB.',
    success:
      "Thanks for helping us improve! We've received your report and our team is already looking into it. Your feedback makes the product better for everyone and we truly appreciate your time.",
    failure:
      "Oops — something went wrong. Your report couldn't be submitted this time. Please try again, or email us directly at {email} so we don't miss your feedback.",
  },
  inquiry: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    subjectInvalid: 'Please choose a subject.',
    messageRequired: 'Message is required',
    subjects: {
      quotation: 'Request For Quotation',
      technicalSupport: 'Technical Support',
      feedback: 'Feedback',
    },
  },
  returns: {
    heading: 'Return Order',
    breadcrumb: 'Your Account > Profile > Return/Refund',
    productOrReasonRequired: 'Please select a product or reason.',
    quantityMin: 'Quantity must be at least 1.',
    quantityMax: 'You can return at most {max} of this item.',
    orderRequired: 'This order could not be found.',
    photoType: 'File {name} is not a photo.',
    videoType: 'File {name} is not a video.',
    reasons: {
      notCompatible: 'Not compatible with existing items',
      changedMind: 'Changed mind or did not meet expectations',
      damaged: 'Damaged or defective',
      doesNotFit: "Doesn't fit as expected",
      differentFromDescription: 'Different from description or photos',
    },
  },
  claim: {
    openButton: 'Claim My Price Match',
    title: 'Claim My Price Match',
    shopWithConfidence: 'Shop With Confidence',
    submit: 'Submit Claim',
    submitting: 'Submitting...',
    cancel: 'Cancel',
    steps: {
      claimType: 'Claim Type',
      customer: 'Customer Information',
      product: 'Product Information',
      competitor: 'Competitor Information',
      shipping: 'Shipping Information',
      confirmation: 'Confirmation',
    },
    types: { pre: 'Pre-purchase', post: 'Post-purchase' },
    typeRequired: 'Please choose a claim type.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    fullNameRequired: 'Full name is required.',
    fullNameMin: 'Full name must be at least 2 characters.',
    productUrlRequired: 'Product URL is required.',
    urlInvalid: 'Please enter a valid URL.',
    competitorUrlRequired: 'Competitor product URL is required.',
    competitorPriceRequired: 'Competitor price is required.',
    pricePositive: 'Price must be a positive number.',
    quantityPositive: 'Quantity must be a positive number.',
    orderNumberRequired: 'Order number is required.',
    orderDateInvalid: 'Please enter the order date as YYYY-MM-DD.',
    productSelectionRequired: 'Please select a product from your order.',
    productAmountPositive: 'Product amount is required and must be a positive number.',
    addressRequired: 'Address is required.',
    countryRequired: 'Country is required.',
    cityRequired: 'City is required.',
    phoneInvalid: 'Please enter a valid 10-digit phone number.',
    shippingFeesInvalid: 'Shipping fees must be a valid number (0 or greater).',
    screenshotRequired: "Please upload at least one screenshot of the competitor's offer.",
    postalCodeInvalid: 'Please enter a valid postal code (e.g., 12345 or 12345-6789).',
    accuracyRequired: 'You must confirm the accuracy of the information.',
    termsRequired: 'You must accept the Terms & Conditions.',
    accuracyLabel:
      'I confirm the information is accurate and the competing offer is in stock and publicly available.',
    termsLabel: 'I agree to the Terms & Conditions and the Privacy Policy.',
    fileType: 'File {name} is not supported. Please upload JPG, PNG, or WEBP files only.',
    fileSize: 'File {name} is too large. Maximum size is 2MB.',
    errors: {
      timeout: apiErrorMessages.timeout,
      checkForm: 'Please check your form data and try again.',
      server: apiErrorMessages.server,
      failed: 'Submission failed. Please try again.',
    },
  },
  cart: {
    productRequired: 'Please choose a product.',
    quantityRange: 'Quantity must be a whole number from 1 to {max}.',
  },
  toast: {
    addedToCart: '{product name} has been added to your cart',
    addedToCartNarrow: 'product added to cart',
    headerAdded: 'Successfully Added {n} to Cart',
    cartCardAddedNarrow: 'Product Added To Cart.',
    cartCardAddedWide: 'Item has been added to your cart.',
    addToCartFailed: 'Some error occured.',
    addedToWishlist: '{product name} added to wishlist',
    removedFromWishlist: '{product name} removed from wishlist',
    removedFromSaved: '{product name} has been removed from saved.',
    removedFromCart: '{product name} has been removed from your cart.',
  },
  search: {
    productsSuggestions: 'Products Suggestions',
    categories: 'Categories',
    brands: 'Brands',
    trending: 'Trending Products',
    noProducts: 'No Products Found',
    noCategories: 'No Categories Found',
    noBrands: 'No Brands Found',
    noTrending: 'No products found',
    popularSuggestions: 'POPULAR SUGGESTIONS',
    noSuggestions: 'No suggestions found.',
  },
  header: {
    trackOrder: 'Track your order',
    policies: 'Policies',
    chooseLocation: 'Choose your delivery location',
    signInForLocation: 'Sign in to update your location',
    reorder: 'Reorder In One Click',
    viewAllReorders: 'View All & Manage',
    signOut: 'Sign Out',
    ourStory: 'Our Story',
    blogs: 'Blogs',
    contactUs: 'Contact us',
    back: 'Back',
  },
  account: {
    myProfile: 'My Profile',
    myOrders: 'My Orders',
    myQuotes: 'My Quotes',
    browsingHistory: 'Browsing History',
    savedItems: 'Saved Items (Wishlist)',
    paymentsInvoices: 'Payments & Invoices',
    addresses: 'Addresses',
    documents: 'Documents & Compliance',
    security: 'Account Security',
    help: 'Help & Support',
  },
  productPage: {
    // docs/behaviour.md §2.10: the product detail tabs, in the spec's order.
    tabs: ['Technical Information', 'Benefits & Features', 'Product Description', 'Frequently Asked Question', 'Customer Reviews'],
    // The alternate set, for a product whose data carries key sections. The spec's set also has
    // two untitled entries; a tab without a name cannot be announced or told apart, so none here.
    keyTabs: ['Key Specification', 'Key Benefits', 'Product Overview', 'Customer Reviews'],
  },
  card: {
    addToCart: 'Add To Cart',
    removeFromSaved: 'Remove From Saved',
    was: 'WAS',
    // Our wording of the unit label (docs/behaviour.md §3 names its fields, not its text).
    perUnit: 'per {unit}',
    perUnitPrice: '{price} per {unit}',
    /** The selling units the catalogue names (a product's selling_unit), by that name; another unit shows as it is. */
    units: { Each: 'Each', Pack: 'Pack' },
    flashOffers: 'Flash sale offers',
    recentlyBrowsed: 'You Browsed It, We Saved it for Easy Access',
  },
  promo: {
    freeDelivery: 'FREE DELIVERY',
    shippingFaster: 'Now Shipping Faster',
    firstOrderDiscount: '15% discount on first time order',
    sellingOutFast: 'SELLING OUT FAST',
    recentSales: '5300+ SALE RECENTLY',
  },
  overlays: {
    usModalTitle: 'Switch to US Website?',
    maintenanceTitle: "We'll be back soon!",
    maintenanceStages: { started: 'Started', inProgress: 'In Progress', expected: 'Expected Completion' },
  },
  errors: {
    fallback: apiErrorMessages.fallback,
    chunkLoadFailed: 'Loading chunk {n} failed',
  },
  /** The one rule of names and free text (fields/text.ts, fields/text-fields.ts). */
  text: {
    nameTooLong: 'A name can be at most {max} characters.',
    nameCharacters: 'Please enter the name on one line, without invisible control characters.',
    singleLine: 'Please enter this on one line, without invisible control characters.',
    multiLine: 'Please remove the invisible control characters from this text.',
  },
} as const;

export type Messages = typeof messages;

/**
 * Fills '{key}' placeholders: formatMessage(messages.toast.addedToWishlist,
 * { 'product name': 'Chef Knife' }). A placeholder without a value stays visible, so a
 * missing value shows up in review instead of silently vanishing.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([^{}]+)\}/g, (placeholder, key: string) => {
    const value = values[key];
    return value === undefined ? placeholder : String(value);
  });
}
