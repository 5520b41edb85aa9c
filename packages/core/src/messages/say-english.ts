// The English `say`: what every schema, file rule and banner says unless a caller asks for
// another language (messages/say.ts).
import { accountFormMessages, messages, newsletterMessages } from './messages';
import { sayFrom } from './say';

// Pure: a page that imports core's field rules without a schema does not carry every table.
export const sayInEnglish = /* @__PURE__ */ sayFrom({ core: messages, newsletter: newsletterMessages, accountForms: accountFormMessages });
