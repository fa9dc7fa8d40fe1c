import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceLayout } from '../../ui/deviceGate';
import { StatsView } from './StatsView';
import { statsPlayer } from './testPlayers';

const device = vi.hoisted(() => ({ layout: 'desktop' as DeviceLayout }));
vi.mock('../../ui/useDeviceLayout', () => ({ useDeviceLayout: () => device.layout }));

const players = [statsPlayer(1, 'Bomben', 10, 7), statsPlayer(2, 'Lynet', 4, 3)];
vi.mock('./useSeasonStats', () => ({ useSeasonStats: () => ({ status: 'ready', players }) }));

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼]/g, ''));

describe('StatsView', () => {
  beforeEach(() => {
    device.layout = 'desktop';
  });

  it('labels the columns in full on a desktop', () => {
    render(<StatsView />);
    expect(headers()).toEqual(['Plass', 'Navn', 'Kamper spilt', 'Toppscorer', 'Per kamp']);
  });

  it("abbreviates Plass and Kamper spilt on a phone, so the metric's columns fit on the screen", () => {
    device.layout = 'mobile';
    render(<StatsView />);
    expect(headers()).toEqual(['#', 'Navn', 'K', 'Toppscorer', 'Per kamp']);
    expect(screen.getByTitle('Kamper spilt').textContent).toBe('K');
    expect(screen.getByRole('button', { name: 'Plass' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kamper spilt' })).toBeTruthy();
  });

  it('keeps each dropdown with its label', () => {
    render(<StatsView />);
    const metric = screen.getByLabelText('Statistikk');
    expect(metric.parentElement?.textContent).toContain('Statistikk');
    expect(screen.getByLabelText('Sesong').parentElement).not.toBe(metric.parentElement);
  });
});
