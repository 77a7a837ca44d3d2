import { describe, expect, it } from 'vitest';
import {
  dashboardLog,
  NO_SENDS,
  withAnswer,
  withExchange,
  withoutExchange,
  type DashboardSends,
} from '../../../src/application/dashboard-chat';
import type { DashboardChatMessage } from '../../../src/ports/dashboard-chat.port';

const at = new Date('2026-11-26T10:00:00Z');
const line = (id: string, sender: 'user' | 'f8', message = id): DashboardChatMessage => ({ id, sender, message, timestamp: at });
const sent = (sends: DashboardSends, key: number, message: string, stored: DashboardChatMessage[]): DashboardSends =>
  withExchange(sends, { key, message, stored, at });
/** What the log shows: each line's key and words. */
const shown = (stored: DashboardChatMessage[], sends: DashboardSends) =>
  dashboardLog(stored, sends).lines.map((l) => [l.key, 'stored' in l ? l.stored.message : l.message]);

/** The log as the page holds it: the sends it keeps after each reading of the live list. */
function settle(stored: DashboardChatMessage[], sends: DashboardSends): DashboardSends {
  return dashboardLog(stored, sends).next ?? sends;
}

describe('dashboardLog', () => {
  const before = [line('s1', 'user', 'hi'), line('s2', 'f8', 'hello')];

  it('shows a message sent from here at once, then the answer the call returned, after what it was sent under', () => {
    let sends = sent(NO_SENDS, 0, 'how are you?', before);
    expect(shown(before, sends)).toEqual([
      ['s1', 'hi'],
      ['s2', 'hello'],
      ['sent-0', 'how are you?'],
    ]);
    expect(dashboardLog(before, sends).waiting).toBe(true);
    sends = withAnswer(sends, 0, 'fine');
    expect(shown(before, sends)).toEqual([
      ['s1', 'hi'],
      ['s2', 'hello'],
      ['sent-0', 'how are you?'],
      ['answer-0', 'fine'],
    ]);
    expect(dashboardLog(before, sends).waiting).toBe(false);
  });

  it('lets the stored lines take the places, and the keys, of the lines they replace, in either order of arrival', () => {
    let sends = withAnswer(sent(NO_SENDS, 0, 'how are you?', before), 0, 'fine');
    // Listed before the words it answers, the function's answer is not yet known as this exchange's.
    const answerFirst = [...before, line('a1', 'f8', 'fine')];
    expect(shown(answerFirst, sends).map(([key]) => key)).toEqual(['s1', 's2', 'sent-0', 'answer-0', 'a1']);
    const both = [...before, line('a1', 'f8', 'fine'), line('w1', 'user', 'how are you?')];
    expect(shown(both, sends)).toEqual([
      ['s1', 'hi'],
      ['s2', 'hello'],
      ['answer-0', 'fine'],
      ['sent-0', 'how are you?'],
    ]);
    // Stored whole, the exchange is done with; its lines keep their keys while the list holds them.
    sends = settle(both, sends);
    expect(sends.exchanges).toEqual([]);
    expect(shown(both, sends).map(([key]) => key)).toEqual(['s1', 's2', 'answer-0', 'sent-0']);
    const later = [...both.slice(3), line('x', 'user'), line('y', 'f8')];
    expect(shown(later, sends).map(([key]) => key)).toEqual(['sent-0', 'x', 'y']);
  });

  it('tells two alike messages apart: each stored line goes to one exchange, oldest first', () => {
    // The first answer came back before its lines were listed, and the same words went again.
    let sends = withAnswer(sent(NO_SENDS, 0, 'again', before), 0, 'one');
    sends = withAnswer(sent(sends, 1, 'again', before), 1, 'two');
    const listed = [...before, line('w1', 'user', 'again'), line('a1', 'f8', 'one'), line('w2', 'user', 'again'), line('a2', 'f8', 'two')];
    expect(shown(listed, sends)).toEqual([
      ['s1', 'hi'],
      ['s2', 'hello'],
      ['sent-0', 'again'],
      ['answer-0', 'one'],
      ['sent-1', 'again'],
      ['answer-1', 'two'],
    ]);
    expect(settle(listed, sends).exchanges).toEqual([]);
  });

  it('does not show a done exchange again once its lines leave the newest 10', () => {
    const both = [...before, line('w1', 'user', 'q'), line('a1', 'f8', 'r')];
    const sends = settle(both, withAnswer(sent(NO_SENDS, 0, 'q', before), 0, 'r'));
    const newest = [line('n1', 'user'), line('n2', 'f8')];
    expect(shown(newest, settle(newest, sends))).toEqual([
      ['n1', 'n1'],
      ['n2', 'n2'],
    ]);
  });

  it('drops a send whose call failed, and sends the log as shown as its history', () => {
    const sends = sent(NO_SENDS, 0, 'lost', before);
    expect(dashboardLog(before, sends).history.map((m) => m.message)).toEqual(['hi', 'hello', 'lost']);
    expect(shown(before, withoutExchange(sends, 0))).toEqual([
      ['s1', 'hi'],
      ['s2', 'hello'],
    ]);
  });
});
