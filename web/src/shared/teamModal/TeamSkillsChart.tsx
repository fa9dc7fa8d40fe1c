import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { TEAM_SKILL_AXES, type TeamSkillChart } from '@vsf/engine';

/** The team's five skills, 0 to 100 (001 §9), as bars; the numbers are also in the label for screen readers. */
export function TeamSkillsChart({ chart }: { chart: TeamSkillChart }) {
  const data = TEAM_SKILL_AXES.map(({ axis, label }) => ({ label, value: chart[axis] }));
  return (
    <figure
      aria-label={`Lagets ferdigheter: ${data.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`}
      style={{ margin: 0 }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--colour-border)" />
          <XAxis dataKey="label" tick={{ fill: 'var(--colour-ink)', fontSize: 13 }} interval={0} />
          <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={{ fill: 'var(--colour-muted)' }} />
          <Bar dataKey="value" fill="var(--colour-primary)" radius={[6, 6, 0, 0]} isAnimationActive={false}>
            <LabelList dataKey="value" position="top" fill="var(--colour-ink)" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
