import type { Command } from 'commander'
import { withStores } from '../run.js'

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description(
      'fill an empty store with realistic sample data of the past three months: a team, vacancies with their pipelines, 140 candidates, notes, flags and CVs',
    )
    .action(async () => {
      // Loaded by this command only: its sample documents' writers (CFB, ZIP) are nothing the service needs.
      const { seedDemo } = await import('../../demo/seed-demo.js')
      await withStores(async ({ database, blobs, staging }, config) => {
        const { tokens, passwords, counts } = await seedDemo(
          { db: database.db, blobs, staging },
          config.maxDocumentBytes,
          config.tokenTtlDays,
        )
        console.log(
          `Created ${counts.candidates} candidates, ${counts.documents} documents, ${counts.notes} notes, ` +
            `${counts.flags} quality flags, ${counts.vacancies} vacancies, ${counts.applications} applications, ${counts.interviews} interviews ` +
            `and ${counts.notifications} notifications.\n`,
        )
        // Printed, not logged: each secret is shown this once and stored only as a hash.
        console.log('Tokens for the demo team (shown only now):')
        for (const t of tokens) console.log(`  ${t.name.padEnd(16)} ${t.role.padEnd(15)} ${t.token}`)
        console.log('\nConsole sign-in at / (passwords shown only now):')
        for (const p of passwords) console.log(`  ${p.email.padEnd(36)} password ${p.password}`)
        // What a newcomer can try next with these: an assistant that sees what its token's member sees (README).
        const recruiter = tokens.find((t) => t.role === 'recruiter') ?? tokens[0]
        if (recruiter) {
          console.log('\nAn AI assistant (MCP) as that recruiter, over stdio:')
          console.log(`  ATS_TOKEN=${recruiter.token} npx ats mcp`)
          console.log('or over HTTP at /mcp with the header "Authorization: Bearer <token>".')
        }
      })
    })
}
