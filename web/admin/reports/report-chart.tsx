/**
 * A report's chart (Chart.js, loaded with the reports screen only: the console's own chunk, never a
 * public page). It is a picture of the table below it, which is its accessible alternative: the
 * canvas is one image with a label, and each series differs by a fill pattern as well as a colour.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import type { Report } from '#contracts/admin/reports';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The brand's navy, teal, amber and grey, each with its own hatching. */
const SERIES = [
  { colour: '#1d3557', angle: 0 },
  { colour: '#2a9d8f', angle: 45 },
  { colour: '#e9a03b', angle: 90 },
  { colour: '#6c757d', angle: 135 },
  { colour: '#8a4fff', angle: 22 },
  { colour: '#c44536', angle: 67 },
] as const;

/** A solid colour with white hatching at `angle`, so series differ without colour. */
function hatch(colour: string, angle: number): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = tile.height = 8;
  const context = tile.getContext('2d');
  if (!context) return colour;
  context.fillStyle = colour;
  context.fillRect(0, 0, 8, 8);
  if (angle !== 0) {
    context.strokeStyle = 'rgba(255,255,255,0.7)';
    context.lineWidth = 1.5;
    context.translate(4, 4);
    context.rotate((angle * Math.PI) / 180);
    for (const offset of [-8, -4, 0, 4, 8]) {
      context.beginPath();
      context.moveTo(offset, -12);
      context.lineTo(offset, 12);
      context.stroke();
    }
  }
  return context.createPattern(tile, 'repeat') ?? colour;
}

export function ReportChart({ report, label }: { report: Report; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const columns = report.chart.columns
      .map((key) => ({ key, index: report.columns.findIndex((column) => column.key === key) }))
      .filter((column) => column.index >= 0);
    const shares = columns.every(({ index }) => report.columns[index]!.kind === 'share');
    const prefix = report.chart.rows;
    const rows = (prefix ? report.rows.filter((row) => row.key.startsWith(prefix)) : report.rows).slice(0, 12);
    const datasets: ChartDataset<'bar'>[] = columns.map(({ index }, i) => {
      const series = SERIES[i % SERIES.length]!;
      return {
        label:
          report.columns[index]!.kind === 'money' && report.currency
            ? `${report.columns[index]!.label} (${report.currency})`
            : report.columns[index]!.label,
        data: rows.map((row) => {
          const value = row.values[index] ?? 0;
          return shares ? Math.round(value * 1000) / 10 : value;
        }),
        backgroundColor: hatch(series.colour, series.angle),
        borderColor: series.colour,
        borderWidth: 1,
      };
    });
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: rows.map((row) => row.label), datasets },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: rows.length > 6 ? 'y' : 'x',
        scales: {
          x: { stacked: report.chart.stacked },
          y: { stacked: report.chart.stacked, beginAtZero: true },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [report]);

  return (
    <div className="console-report-chart">
      <canvas ref={canvas} role="img" aria-label={`${label}: chart of the table below`} />
    </div>
  );
}
