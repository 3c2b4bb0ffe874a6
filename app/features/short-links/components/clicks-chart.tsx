import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { UTCDate } from '@date-fns/utc';
import { eachDayOfInterval, formatISO, max, subDays } from 'date-fns';
import type { ClickDay } from '@shared/schemas/short-links';
import { formatDate } from '@app/lib/format';

/** Days the chart shows at most, ending today. */
const CHART_DAYS = 60;

/**
 * Every UTC day from the first click (at most {@link CHART_DAYS} ago) to today, with its clicks
 * (0 on days without any).
 */
function dailySeries(days: readonly ClickDay[], today: Date) {
  const byDay = new Map(days.map((d) => [d.day, d.clicks]));
  const first = days[0] ? new UTCDate(`${days[0].day}T00:00:00Z`) : today;
  const start = max([first, subDays(today, CHART_DAYS - 1)]);
  return eachDayOfInterval({ start, end: today }).map((date) => {
    const day = formatISO(date, { representation: 'date' });
    return { day: formatDate(day), Clicks: byDay.get(day) ?? 0 };
  });
}

/**
 * Clicks per UTC day as bars, from the first click to today (the last 60 days at most). Its text
 * alternative is the total and the busiest day. Loaded on demand with the charts library.
 */
export function ClicksChart({ days, total }: { days: readonly ClickDay[]; total: number }) {
  const data = dailySeries(days, new UTCDate());
  const busiest = days.reduce<ClickDay | null>((b, d) => (!b || d.clicks > b.clicks ? d : b), null);
  const summary = busiest
    ? `Clicks by day: ${total} in total, most on ${formatDate(busiest.day)} (${busiest.clicks})`
    : 'Clicks by day: none yet';
  return (
    <BarChart
      h={160}
      data={data}
      dataKey="day"
      series={[{ name: 'Clicks', color: 'brand.6' }]}
      maxBarWidth={28}
      gridAxis="y"
      tickLine="none"
      yAxisProps={{ width: 32, allowDecimals: false }}
      role="img"
      aria-label={summary}
    />
  );
}
