// The lines of an order as sold (name, quantity, unit and line price), for the order page and
// the invoice; the invoice adds each item number.
import type { OrderDetail } from '@horeca/core';
import { useNumbers } from '@horeca/widgets';
import { ordersText } from './orders-text';

export function OrderLinesTable({ order, withSku = false }: { order: OrderDetail; withSku?: boolean }) {
  const numbers = useNumbers();
  const money = (value: number) => numbers.money(value, order.storefront);
  return (
    <table className="cf-table">
      <thead>
        <tr>
          <th scope="col">{ordersText.items}</th>
          {withSku ? <th scope="col">{ordersText.sku}</th> : null}
          <th scope="col">{ordersText.quantity}</th>
          <th scope="col">{ordersText.unitPrice}</th>
          <th scope="col">{ordersText.lineTotal}</th>
        </tr>
      </thead>
      <tbody>
        {order.order_products.map((line) => (
          <tr key={String(line.id)}>
            <td>{line.product.name}</td>
            {withSku ? <td>{line.product.sku}</td> : null}
            <td>{line.quantity}</td>
            <td>{money(line.unit_price)}</td>
            <td>{money(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
