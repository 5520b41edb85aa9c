// @horeca/core/money: amounts and prices as a shopper reads them.
export { formatAmount, formatCount, formatMoney, formatMoneyIn } from './money';
