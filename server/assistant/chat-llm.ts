import type { FastifyBaseLogger } from 'fastify';
import { hoursAnswer, orderAnswer, pointsAnswer } from '../../domain/assistant/shop-answers';
import { shopFactTexts } from '../../domain/assistant/shop-facts';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';
import {
  amountsIn,
  repliesOnlyKnownAmounts,
  searchCatalogue,
} from '../../domain/assistant/grounding';
import { CHAT_TEXTS } from '../../domain/assistant/texts';
import type { ChatAnswer, ChatContext, ChatHistoryEntry } from '../../domain/assistant/types';
import { findOrderCodes } from '../../domain/orders';

/**
 * The optional language model (issue 12): any OpenAI-compatible chat-completions endpoint, asked
 * only when the engine could not answer. It sees nothing but what its three tools return (the
 * catalogue search, the caller's own order, the shop's public facts), so no message can make it
 * reveal another resident's data, promo codes or admin figures. Its reply is dropped, and the
 * engine answers, when it states an amount it was not shown, when it fails, or after 8 s.
 */
export interface ChatModel {
  answer(
    input: { mensaje: string; historial: readonly ChatHistoryEntry[] },
    ctx: ChatContext,
    log: FastifyBaseLogger,
  ): Promise<ChatAnswer | null>;
}

export const CHAT_LLM_TIMEOUT_MS = 8_000;
const MAX_ROUNDS = 3;

/** The model's instructions, worded from the current settings (name, promise, complex). */
export function systemPrompt(s: ShopSettings): string {
  return `Eres el asistente de ${s.tienda.nombre}, un supermercado que entrega en ${s.entrega.promesa_minutos} minutos dentro del ${s.tienda.conjunto}. Responde en español, breve y amable. Usa solo lo que te devuelvan las herramientas: nunca inventes productos, precios ni pedidos. Si no sabes algo, dilo y sugiere escribir por WhatsApp.`;
}

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'buscar_productos',
      description: 'Busca productos y paquetes del catálogo con su precio de hoy y su stock.',
      parameters: {
        type: 'object',
        properties: { consulta: { type: 'string' } },
        required: ['consulta'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'mi_pedido',
      description:
        'Estado de un pedido del cliente que escribe (código SUP-123) o de su último pedido.',
      parameters: { type: 'object', properties: { codigo: { type: 'string' } } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'datos_tienda',
      description: 'Horario, envío, mínimos, medios de pago, puntos, contacto y reembolsos.',
      parameters: { type: 'object', properties: {} },
    },
  },
] as const;

interface Message {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{
    id: string;
    type: 'function';
    function: { name: string; arguments: string };
  }>;
  tool_call_id?: string;
}

/** The configured model, or null when CHAT_LLM_URL is unset (the default: engine only). */
export function createChatModel(config: {
  url?: string;
  key?: string;
  model?: string;
  timeoutMs?: number;
}): ChatModel | null {
  if (!config.url) return null;
  const timeoutMs = config.timeoutMs ?? CHAT_LLM_TIMEOUT_MS;
  const endpoint = config.url.endsWith('/chat/completions')
    ? config.url
    : `${config.url.replace(/\/$/, '')}/chat/completions`;
  return {
    async answer(input, ctx, log) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const known = new Set<number>();
      const messages: Message[] = [
        { role: 'system', content: systemPrompt(ctx.settings ?? DEFAULT_SETTINGS) },
        ...input.historial
          .slice(-10)
          .map((h): Message => ({ role: h.de === 'bot' ? 'assistant' : 'user', content: h.texto })),
        { role: 'user', content: input.mensaje },
      ];
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          const response = await fetch(endpoint, {
            method: 'POST',
            signal: deadline,
            headers: {
              'content-type': 'application/json',
              ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
            },
            body: JSON.stringify({
              model: config.model ?? 'default',
              messages,
              tools: TOOLS,
              temperature: 0.2,
            }),
          });
          if (!response.ok) throw new Error(`model answered ${response.status}`);
          const body = (await response.json()) as { choices?: Array<{ message?: Message }> };
          const message = body.choices?.[0]?.message;
          if (!message) throw new Error('model answered without a message');
          if (message.tool_calls && message.tool_calls.length > 0) {
            messages.push({
              role: 'assistant',
              content: message.content ?? null,
              tool_calls: message.tool_calls,
            });
            for (const call of message.tool_calls) {
              messages.push({
                role: 'tool',
                tool_call_id: call.id,
                content: JSON.stringify(
                  runTool(call.function.name, call.function.arguments, ctx, known),
                ),
              });
            }
            continue;
          }
          const text = (message.content ?? '').trim();
          if (text === '' || text.length > 1500) return null;
          if (!repliesOnlyKnownAmounts(text, known)) {
            log.warn(
              { amounts: amountsIn(text) },
              'chat model stated an amount it was not shown; engine answers',
            );
            return null;
          }
          return { respuesta: text };
        }
        return null;
      } catch (error) {
        log.warn({ err: error }, 'chat model failed; engine answers');
        return null;
      }
    },
  };
}

/** Runs one tool for the model and remembers every amount it was shown. */
function runTool(name: string, rawArgs: string, ctx: ChatContext, known: Set<number>): unknown {
  const args = safeJson(rawArgs);
  if (name === 'buscar_productos') {
    const found = searchCatalogue(ctx.products, ctx.packages, String(args.consulta ?? ''));
    for (const p of found)
      [p.precio, p.precio_antes, p.ahorro].forEach((n) => n !== undefined && known.add(n));
    return found.length > 0 ? found : { resultado: 'No hay productos con ese nombre.' };
  }
  if (name === 'mi_pedido') {
    if (!ctx.caller) return { resultado: CHAT_TEXTS.loginForOrders };
    const code = findOrderCodes(String(args.codigo ?? ''))[0];
    const order =
      code === undefined ? ctx.caller.orders[0] : ctx.caller.orders.find((o) => o.id === code);
    if (!order) return { resultado: 'No está en la cuenta del cliente.' };
    known.add(order.total);
    return { resultado: orderAnswer(order, ctx.now, ctx.settings).text };
  }
  if (name === 'datos_tienda') {
    const shop = shopFactTexts(ctx.settings ?? DEFAULT_SETTINGS);
    const facts = [
      hoursAnswer(ctx.now, ctx.serviceHours),
      shop.promise,
      shop.shipping,
      shop.minimums,
      CHAT_TEXTS.payments,
      pointsAnswer(ctx.caller, ctx.settings, ctx.redemptionOptions),
      shop.contact,
      shop.refunds,
    ];
    for (const f of facts) amountsIn(f).forEach((n) => known.add(n));
    return { datos: facts };
  }
  return { error: 'Herramienta desconocida.' };
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
