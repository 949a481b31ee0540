import { ISSUE43_PRODUCT_CASES } from './cases-43-products';
import { ISSUE43_TALK_CASES } from './cases-43-talk';
import type { EvalCase } from './evaluate';

/** Issue 43's evaluation set: questions written the way residents write, apart from issue 25's. */
export const ISSUE43_CASES: readonly EvalCase[] = [...ISSUE43_PRODUCT_CASES, ...ISSUE43_TALK_CASES];
