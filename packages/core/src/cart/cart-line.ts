// A cart line as POST /frontend/cart/add and PUT /frontend/cart/decrease carry it.
import { number, object, type InferType } from 'yup';
import { HEADER_QUANTITY } from '../constants/constants';
import { requiredId } from '../fields/fields';
import { defineSchema } from '../fields/schema-in';

/** The header stepper's top (docs/behaviour.md §9); the card stepper stops earlier, at 99. */
export const CART_LINE_MAX_QUANTITY = HEADER_QUANTITY.max;

export const cartLineSchema = defineSchema((say) => {
  const quantityMessage = say('core.cart.quantityRange', { max: CART_LINE_MAX_QUANTITY });
  return object({
    product_id: requiredId(say('core.cart.productRequired')),
    quantity: number()
      .typeError(quantityMessage)
      .required(quantityMessage)
      .integer(quantityMessage)
      .min(1, quantityMessage)
      .max(CART_LINE_MAX_QUANTITY, quantityMessage),
  });
});

export type CartLineInput = InferType<typeof cartLineSchema>;
