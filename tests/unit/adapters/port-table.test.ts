import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryAiChat } from '../../../adapters/in-memory/in-memory-ai-chat';
import { bindPorts, type PortTable } from '../../../adapters/wiring/port-table';
import { SERVICE_IDS, type Services } from '../../../src/ports/services';

const CONFIG_ID = Symbol.for('test.config');

describe('a wiring table', () => {
  it('makes each port once, and loads an on-first-use adapter at its first call only, with what it needs from the container', async () => {
    const made = vi.fn(() => ({}) as never);
    const loaded = vi.fn((get: <T>(id: symbol) => T) => {
      expect(get<string>(CONFIG_ID)).toBe('the config');
      return Promise.resolve(new InMemoryAiChat());
    });
    const table = Object.fromEntries(Object.keys(SERVICE_IDS).map((name) => [name, { make: made }])) as unknown as PortTable;
    table.aiChat = { onFirstUse: loaded };
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CONFIG_ID).toConstantValue('the config');
    container.load(bindPorts(table));

    expect(container.get(SERVICE_IDS.talkFeed)).toBe(container.get(SERVICE_IDS.talkFeed));
    const aiChat = container.get<Services['aiChat']>(SERVICE_IDS.aiChat);
    expect(loaded).not.toHaveBeenCalled();
    await expect(aiChat.send({ message: 'Hi', mentions: [], threadId: 't1' })).resolves.toMatchObject({ message: 'You said: Hi' });
    await aiChat.send({ message: 'Again', mentions: [], threadId: 't1' });
    expect(loaded).toHaveBeenCalledOnce();
    expect(made).toHaveBeenCalledOnce();
  });
});
