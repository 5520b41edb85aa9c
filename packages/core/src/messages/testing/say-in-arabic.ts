// Core's Arabic `say` for tests: the widgets make theirs when the Arabic chunk has loaded
// (runtime/locale.tsx), from the same tables.
import { arAccountFormMessages, arMessages, arMessageWords, arNewsletterMessages } from '../messages.ar';
import { sayFrom } from '../say';

export const sayInArabic = sayFrom({ core: arMessages, newsletter: arNewsletterMessages, accountForms: arAccountFormMessages }, arMessageWords);
