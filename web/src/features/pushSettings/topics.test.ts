import { describe, expect, it } from 'vitest';
import { deviceState } from './useDevicePush';
import { TOPIC_CHOICES, withTopic } from './topics';

describe('the topics of a device', () => {
  it('lists every kind the server knows, matches first', () => {
    expect(TOPIC_CHOICES.map((choice) => choice.topic)).toEqual([
      'matches',
      'deadline',
      'results',
      'corrections',
      'leagues',
    ]);
  });

  it('adds and removes a kind, keeping the others in the listed order', () => {
    expect(withTopic(['leagues', 'deadline'], 'matches', true)).toEqual(['matches', 'deadline', 'leagues']);
    expect(withTopic(['matches', 'deadline'], 'matches', false)).toEqual(['deadline']);
    expect(withTopic(['matches'], 'matches', true)).toEqual(['matches']);
    expect(withTopic(['deadline'], 'deadline', false)).toEqual([]);
  });
});

describe('what the switches show', () => {
  const base = { homeScreen: false, supported: true, pending: null, loaded: undefined, failed: false };

  it('the iPhone hint before anything else, then whether the browser has push at all', () => {
    expect(deviceState({ ...base, homeScreen: true, supported: false })).toEqual({ status: 'homeScreen' });
    expect(deviceState({ ...base, supported: false })).toEqual({ status: 'unsupported' });
  });

  it('waits for the server, then shows what it keeps', () => {
    expect(deviceState(base)).toEqual({ status: 'loading' });
    expect(deviceState({ ...base, loaded: ['matches'] })).toEqual({ status: 'ready', topics: ['matches'] });
  });

  it('shows a change on its way over what the server kept', () => {
    expect(deviceState({ ...base, loaded: ['matches'], pending: [] })).toEqual({ status: 'ready', topics: [] });
  });

  it('shows a device whose topics could not be read as following nothing', () => {
    expect(deviceState({ ...base, failed: true })).toEqual({ status: 'ready', topics: [] });
  });
});
