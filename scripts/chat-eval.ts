import { EVAL_CASES } from '../server/assistant/eval/cases';
import { ISSUE43_CASES } from '../server/assistant/eval/cases-43';
import { evaluate, summarize, type EvalCase } from '../server/assistant/eval/evaluate';

/**
 * `npm run eval:chat`: runs the assistant's evaluations (server/assistant/eval/: issue 25's set
 * and issue 43's) and prints the share answered right, per category, and every wrong answer.
 */
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function report(title: string, cases: readonly EvalCase[]): boolean {
  const summary = summarize(cases.map(evaluate));
  console.log(`${title}: ${summary.right}/${summary.total} bien (${pct(summary.share)})`);
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
  console.log('');
  return summary.wrongProductAnswers === 0;
}

const first = report('Evaluación del asistente (issue 25)', EVAL_CASES);
const second = report('Evaluación del asistente (issue 43)', ISSUE43_CASES);
process.exitCode = first && second ? 0 : 1;
