import { MISSING_CASES, PRODUCT_CASES } from './cases-products';
import { COMPLAINT_CASES } from './cases-complaints';
import { SHOP_CASES } from './cases-shop';
import { SHORTAGE_CASES } from './cases-shortage';
import type { EvalCase } from './evaluate';

/** The assistant's evaluation (issue 25): every case of the issue and the categories around them. */
export const EVAL_CASES: readonly EvalCase[] = [
  ...PRODUCT_CASES,
  ...MISSING_CASES,
  ...SHOP_CASES,
  ...COMPLAINT_CASES,
  ...SHORTAGE_CASES,
];
