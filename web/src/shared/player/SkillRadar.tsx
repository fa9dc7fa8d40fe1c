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

/** Room around the web for the axis labels: 'Pålitelighet' at 12 px is about 66 px wide. */
const RADAR_MARGIN = { top: 16, right: 60, bottom: 16, left: 60 };

export function SkillRadar({ skills, position }: { skills: PlayerSkills; position: string }) {
  const data = radarAxes(skills, position);
  return (
    <figure
      aria-label={`Ferdigheter: ${data.map((axis) => `${axis.label} ${axis.value}`).join(', ')}`}
      style={{ margin: 0 }}
    >
      <ResponsiveContainer width="100%" height={260}>
        {/* The side labels ('Pålitelighet', 'X-faktor') are drawn outside the web, so the side
            margins keep room for the longest of them and the web shrinks instead of a label
            being cut at the card's edge. */}
        <RadarChart data={data} outerRadius="80%" margin={RADAR_MARGIN}>
          <PolarGrid stroke="var(--colour-border)" />
          <PolarAngleAxis dataKey="label" tick={{ fill: 'var(--colour-ink)', fontSize: 12 }} />
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
