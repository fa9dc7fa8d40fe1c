import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { isGoalkeeperPosition, type PlayerSkills } from '@vsf/engine';

/** The radar's axes (spec 000 §2): Keeper for goalkeepers, otherwise Angrep, then the other four. */
export function radarAxes(skills: PlayerSkills, position: string): { label: string; value: number }[] {
  const first = isGoalkeeperPosition(position)
    ? { label: 'Keeper', value: skills.keeper }
    : { label: 'Angrep', value: skills.attack };
  return [
    first,
    { label: 'Pålitelighet', value: skills.reliability },
    { label: 'Disiplin', value: skills.disiplin },
    { label: 'Forsvar', value: skills.defence },
    { label: 'X-faktor', value: skills.xFactor },
  ];
}

export function SkillRadar({ skills, position }: { skills: PlayerSkills; position: string }) {
  const data = radarAxes(skills, position);
  return (
    <figure
      aria-label={`Ferdigheter: ${data.map((axis) => `${axis.label} ${axis.value}`).join(', ')}`}
      style={{ margin: 0 }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <RadarChart data={data} outerRadius="72%">
          <PolarGrid stroke="var(--colour-border)" />
          <PolarAngleAxis dataKey="label" tick={{ fill: 'var(--colour-ink)', fontSize: 13 }} />
          <PolarRadiusAxis domain={[0, 100]} tickCount={6} tick={false} axisLine={false} />
          <Radar
            dataKey="value"
            stroke="var(--colour-primary)"
            fill="var(--colour-accent)"
            fillOpacity={0.55}
            isAnimationActive={false}
          />
        </RadarChart>
      </ResponsiveContainer>
    </figure>
  );
}
