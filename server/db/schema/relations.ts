import { relations } from 'drizzle-orm';
import { packageItems, packages, products } from './catalog';
import { pointsLedger, redemptions, rewards } from './loyalty';
import { orderLines, orders } from './orders';
import { payments } from './payments';
import { promoCodes } from './promotions';
import { consents, users } from './users';

// Relations for `db.query.<table>.findMany({ with: … })`; they add no SQL constraints.
export const usersRelations = relations(users, ({ many }) => ({
  consents: many(consents),
  orders: many(orders),
  pointsLedger: many(pointsLedger),
  redemptions: many(redemptions),
}));

export const consentsRelations = relations(consents, ({ one }) => ({
  user: one(users, { fields: [consents.user_id], references: [users.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  packageItems: many(packageItems),
}));

export const packagesRelations = relations(packages, ({ many }) => ({
  items: many(packageItems),
}));

export const packageItemsRelations = relations(packageItems, ({ one }) => ({
  package: one(packages, { fields: [packageItems.package_id], references: [packages.id] }),
  product: one(products, { fields: [packageItems.product_id], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.user_id], references: [users.id] }),
  lines: many(orderLines),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.order_id], references: [orders.id] }),
  product: one(products, { fields: [orderLines.product_id], references: [products.id] }),
  package: one(packages, { fields: [orderLines.package_id], references: [packages.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  user: one(users, { fields: [payments.user_id], references: [users.id] }),
  order: one(orders, { fields: [payments.order_id], references: [orders.id] }),
}));

export const promoCodesRelations = relations(promoCodes, ({ one }) => ({
  usadoPor: one(users, { fields: [promoCodes.usado_por], references: [users.id] }),
  order: one(orders, { fields: [promoCodes.usado_en], references: [orders.id] }),
}));

export const redemptionsRelations = relations(redemptions, ({ one }) => ({
  user: one(users, { fields: [redemptions.user_id], references: [users.id] }),
  order: one(orders, { fields: [redemptions.order_id], references: [orders.id] }),
  reward: one(rewards, { fields: [redemptions.reward_id], references: [rewards.id] }),
}));

export const pointsLedgerRelations = relations(pointsLedger, ({ one }) => ({
  user: one(users, { fields: [pointsLedger.user_id], references: [users.id] }),
  order: one(orders, { fields: [pointsLedger.order_id], references: [orders.id] }),
  redemption: one(redemptions, {
    fields: [pointsLedger.redemption_id],
    references: [redemptions.id],
  }),
}));
