import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceLayout } from '../device/deviceGate';
import type { PlayerWithStats } from '../player/types';
import { StatsView } from './StatsView';

const device = vi.hoisted(() => ({ layout: 'desktop' as DeviceLayout }));
vi.mock('../device/useDeviceLayout', () => ({ useDeviceLayout: () => device.layout }));

function player(playerID: number, nickname: string, attendance: number, goalsScored: number): PlayerWithStats {
  const counts = {
    attendance,
    goalsScored,
    assists: 0,
    goalsFor: 0,
    goalsConceded: 0,
    cleanSheet: 0,
    twoOrLessConceded: 0,
    yellowCards: 0,
    redCards: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    ownGoals: 0,
    gamePoints: 0,
    points: 0,
  };
  return {
    playerID,
    firstName: 'Fornavn',
    lastName: `Etternavn${playerID}`,
    nickname,
    age: 30,
    position: 'Angrep',
    jerseyNo: 9,
    description: '',
    image: null,
    active: 1,
    activeSeasons: [2026],
    skills: { skillPoints: 0, reliability: 0, attack: 0, defence: 0, keeper: 0, disiplin: 0, xFactor: 0 },
    stats: { total: counts, byDate: {} },
  };
}

const players = [player(1, 'Bomben', 10, 7), player(2, 'Lynet', 4, 3)];
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
