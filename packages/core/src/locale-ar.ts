// `@horeca/core/locale-ar`: the Arabic catalogues (issue 23), a subpath of their own so that only
// code that asks for Arabic reaches them. Re-exported from the main entry, they were statically
// reachable from every English bundle that imports core; imported lazily from here, they are a
// chunk an English page never downloads.
export { arAccountFormMessages, arGulfCountries, arMessages, arNewsletterMessages, arPhoneMessages, arRegistrationMessages, arMessageWords } from './messages/messages.ar';
