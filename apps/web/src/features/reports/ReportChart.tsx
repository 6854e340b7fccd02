import type { ReportChart as Chart } from '@cpe/contract';
import { BarChart } from '@mui/x-charts/BarChart';

/**
 * The run's chart (MUI X Charts, loaded with this lazily imported module only). The table
 * beside it holds the same numbers: it is the chart's text alternative, which the label says.
 */
export default function ReportChart({ chart }: { chart: Chart }) {
  const stacked = chart.series.length > 1;
  return (
    <figure style={{ margin: 0 }} aria-label={`${chart.title}. The table below holds the same figures.`} data-testid="report-chart">
      <figcaption>{chart.title}</figcaption>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: chart.labels }]}
        series={chart.series.map((s) => ({ label: s.name, data: s.values, ...(stacked ? { stack: 'total' } : {}) }))}
        hideLegend={!stacked}
      />
    </figure>
  );
}
