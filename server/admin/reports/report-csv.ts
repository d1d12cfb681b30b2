/**
 * A report's table as CSV, the numbers exactly as the table holds them (shares as percentages with
 * one decimal, days with one decimal, money with its currency in the heading), with the range in the
 * first line. Row labels come from stored text (opening titles, sources, names), so formula-looking
 * cells are escaped.
 */
import { stringify } from 'csv-stringify/sync';
import type { Report, ReportColumn } from '#contracts/admin/reports';

export const reportCell = (value: number | null, kind: ReportColumn['kind']) => {
  if (value === null) return '';
  if (kind === 'share') return (value * 100).toFixed(1);
  if (kind === 'days') return value.toFixed(1);
  return String(value);
};

export function reportCsv(report: Report): string {
  const header = [
    report.rowHeader,
    ...report.columns.map((column) =>
      column.kind === 'share'
        ? `${column.label} (%)`
        : column.kind === 'money' && report.currency
          ? `${column.label} (${report.currency})`
          : column.label,
    ),
  ];
  const rows = [...report.rows, ...(report.total ? [report.total] : [])].map((row) => [
    row.label,
    ...row.values.map((value, i) => reportCell(value, report.columns[i]!.kind)),
  ]);
  const range = [
    `From ${report.from.slice(0, 10)} to ${new Date(Date.parse(report.to) - 1).toISOString().slice(0, 10)}`,
  ];
  return `\uFEFF${stringify([range, header, ...rows], { escape_formulas: true, record_delimiter: 'windows' })}`;
}
