import type WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { type AeadFactory, type Channel } from '../../shared/protocol/secure/channel';
import { answerChallenge } from '../../shared/protocol/secure/handshake';
import { patchState, type PatchMessage, type StateMessage } from '../../shared/protocol/stateFrames';
import { sodiumAead } from './sodiumAead';
import { nodeHandshakeCrypto } from './nodeHandshakeCrypto';

/**
 * Puts a plain `ws` client socket (benchmarks' and tests' hand-made clients)
 * into the table's encrypted channel in place: it answers the host's
 * challenge with `code` (null: none), then `send` seals and every `message`
 * event carries the opened text, so code written against the clear protocol
 * keeps working; a `patch` (protocol 5) comes as the text of the whole
 * `state` it makes, and one that does not fit is dropped and `resync` asked
 * once. Sends before the handshake wait for it. A frame that does not open
 * closes the socket.
 */
export function secureWs(ws: WebSocket, code: string | null = null, aead: AeadFactory = sodiumAead): WebSocket {
  const send = ws.send.bind(ws) as (data: string | Uint8Array) => void;
  const emit = ws.emit.bind(ws);
  let channel: Channel | null = null;
  let sealedSeen = false;
  const waiting: string[] = [];
  let held: StateMessage | null = null;
  let resyncAsked = false;
  ws.send = ((data: unknown) => {
    const text = String(data);
    if (channel) send(channel.seal(text));
    else waiting.push(text);
  }) as WebSocket['send'];
  ws.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    const [data, isBinary] = args as [Buffer | Buffer[] | ArrayBuffer, boolean];
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (!isBinary) {
      // In clear: the challenge, or a refusal at the door before the host's first sealed frame.
      if (sealedSeen) return false;
      const text = buf.toString('utf8');
      if (!channel) {
        const msg = JSON.parse(text) as { type?: string };
        if (msg.type === 'challenge') {
          const answer = answerChallenge(msg as Parameters<typeof answerChallenge>[0], code, PROTOCOL_VERSION, aead, nodeHandshakeCrypto);
          send(JSON.stringify(answer.message));
          channel = answer.channel;
          for (const w of waiting.splice(0)) send(channel.seal(w));
        }
      }
      return emit('message', Buffer.from(text), false);
    }
    sealedSeen = true;
    let text = channel?.open(buf) ?? null;
    if (text === null) {
      ws.terminate();
      return false;
    }
    if (text.startsWith('{"type":"state"')) {
      held = JSON.parse(text) as StateMessage;
      resyncAsked = false;
    } else if (text.startsWith('{"type":"patch"')) {
      held = patchState(held, JSON.parse(text) as PatchMessage);
      if (!held) {
        if (!resyncAsked) send(channel!.seal('{"type":"resync"}'));
        resyncAsked = true;
        return false;
      }
      text = JSON.stringify(held);
    }
    return emit('message', Buffer.from(text), false);
  }) as WebSocket['emit'];
  return ws;
}
