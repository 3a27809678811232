import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { renderDescription } from '../../src/shared/markdown.js'

/** The one Markdown renderer of job descriptions (src/shared/markdown.ts): careers pages and the console's preview. */
describe('renderDescription', () => {
  test('renders the Markdown a recruiter writes: emphasis, lists, links, headings under the title', () => {
    const html = renderDescription('# About\n\nWe **build** things.\n\n- one\n- two\n\n[Site](https://example.com/about)')
    assert.equal(
      html,
      '<h2>About</h2>\n<p>We <strong>build</strong> things.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
        '<p><a href="https://example.com/about">Site</a></p>\n',
    )
    assert.match(renderDescription('###### Deep'), /^<h6>Deep<\/h6>/)
  })

  test('never passes raw HTML through', () => {
    for (const raw of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://example.com">',
      '<a href="x">a</a>',
    ]) {
      const html = renderDescription(`Text ${raw} more\n\n${raw}`)
      // (A bare URL in the text may become a link of its own: linkify writes that one, escaped.)
      assert.ok(!/<(script|img|iframe)|href="x"/i.test(html), html)
      assert.ok(html.includes('&lt;'), html)
    }
  })

  test('refuses script URLs in links and shows no image', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const html = renderDescription(`[click](${url})`)
      assert.ok(!html.includes('href'), html)
    }
    const image = renderDescription('![logo](https://tracker.example.com/pixel.png)')
    assert.ok(!image.includes('<img'), image)
  })

  test('escapes what it quotes: attributes and text', () => {
    const html = renderDescription('[a](https://example.com/?q="><script>) and `<b>` and 5 < 6 & 7')
    assert.ok(!html.includes('"><script>'), html)
    assert.ok(html.includes('<code>&lt;b&gt;</code>'), html)
    assert.ok(html.includes('5 &lt; 6 &amp; 7'), html)
  })
})
