// The rehearsal's final table (markdown, pasted as is into docs/operations.md). Each row: a step, its target, what
// was measured, and whether the target was met (ok true/false), or null when the step is informative or not yet
// available in this checkout of the project.

const verdict = (ok) => (ok === true ? "oui" : ok === false ? "**NON**" : "-");
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

export function reportTable(rows) {
  const lines = ["| étape | objectif | mesuré | atteint |", "|---|---|---|---|"];
  for (const row of rows) lines.push(`| ${cell(row.step)} | ${cell(row.target)} | ${cell(row.measured)} | ${verdict(row.ok)} |`);
  return lines.join("\n");
}

export function printReport(rows, { seconds, short }) {
  const missed = rows.filter((row) => row.ok === false).length;
  console.log(`\n## Répétition de production${short ? " (forme courte)" : ""}: ${Math.round(seconds)} s\n`);
  console.log(reportTable(rows));
  console.log(missed === 0 ? "\nTous les objectifs sont atteints." : `\n${missed} objectif(s) manqué(s).`);
}
