import { EVAL_CASES } from '../server/assistant/eval/cases';
import { evaluate, summarize } from '../server/assistant/eval/evaluate';

/**
 * `npm run eval:chat`: runs the assistant's evaluation (server/assistant/eval/) and prints the
 * share answered right, per category, and every wrong answer with what was wrong.
 */
const summary = summarize(EVAL_CASES.map(evaluate));
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
console.log(
  `Evaluación del asistente: ${summary.right}/${summary.total} bien (${pct(summary.share)})`,
);
console.log(`Respuestas con un producto equivocado: ${summary.wrongProductAnswers}`);
for (const [categoria, row] of Object.entries(summary.byCategory))
  console.log(`  ${categoria.padEnd(18)} ${row.right}/${row.total}`);
if (summary.wrong.length > 0) {
  console.log('\nMal:');
  for (const r of summary.wrong)
    console.log(
      `- [${r.case.categoria}] ${r.case.mensaje}\n    ${r.problems.join('; ')}\n    → ${r.answer.respuesta.replaceAll('\n', ' ')}`,
    );
}
process.exitCode = summary.right === summary.total && summary.wrongProductAnswers === 0 ? 0 : 1;
