import { describe, expect, it } from 'vitest';
import { changesToSend, MirrorStore, writesToStore } from './engine-protocol';

const keys = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('changesToSend', () => {
  it('sends new, changed and removed keys, and nothing the engine already holds', () => {
    const page = keys({ 'demo:state': 's2', 'demo:latency': '0', 'demo:scenarios': '[]' });
    const engine = keys({ 'demo:state': 's1', 'demo:latency': '0', 'demo:scale': '3' });
    expect(changesToSend(page, engine)).toEqual({
      'demo:state': 's2',
      'demo:scenarios': '[]',
      'demo:scale': null,
    });
    expect(changesToSend(page, page)).toEqual({});
  });
});

describe('writesToStore', () => {
  it('stores the engine writes except to keys the page changed since it last sent them', () => {
    const engine = keys({ 'demo:state': 's1', 'demo:scenarios': '[once]' });
    // A test switched other scenarios on while the request that used up "once" was out.
    const page = keys({ 'demo:state': 's1', 'demo:scenarios': '[slow]' });
    const writes = { 'demo:state': 's2', 'demo:scenarios': '[]' };
    expect(writesToStore(page, engine, writes)).toEqual({ 'demo:state': 's2' });
  });

  it('stores removals and writes to keys neither side had', () => {
    expect(writesToStore(keys({}), keys({}), { 'demo:state': 's1' })).toEqual({ 'demo:state': 's1' });
    const both = keys({ 'demo:scenarios': '[once]' });
    expect(writesToStore(both, both, { 'demo:scenarios': null })).toEqual({ 'demo:scenarios': null });
  });
});

describe('MirrorStore', () => {
  it('records its own writes until taken, and a value from the page replaces a pending write', () => {
    const store = new MirrorStore();
    store.receive({ 'demo:state': 's1', 'demo:scenarios': '[once]' });
    expect(store.takeWrites()).toEqual({});
    store.set('demo:state', 's2');
    store.remove('demo:scenarios');
    expect(store.get('demo:scenarios')).toBeNull();
    store.receive({ 'demo:scenarios': '[slow]' });
    expect(store.get('demo:scenarios')).toBe('[slow]');
    expect(store.takeWrites()).toEqual({ 'demo:state': 's2' });
    expect(store.takeWrites()).toEqual({});
    store.receive({ 'demo:state': null });
    expect(store.get('demo:state')).toBeNull();
  });
});
