import { describe, expect, test } from 'vitest'
import { cleanPastedHtml } from './pasted-html.ts'

/** What Word 365 on Windows puts on the clipboard for a heading, a bold word, a bulleted list and an empty line. */
const wordHtml = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style><!-- /* Style Definitions */ p.MsoNormal {mso-style-unhide:no; margin:0cm; font-size:11.0pt;} --></style></head>
<body lang=EN-CA style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h2 style='mso-margin-top-alt:auto;mso-outline-level:2'><span style='font-family:"Calibri",sans-serif;mso-fareast-font-family:"Times New Roman"'>Winter readiness<o:p></o:p></span></h2>
<p class=MsoNormal style='mso-margin-top-alt:auto'>Order <b><span style='mso-bidi-font-family:Calibri'>early</span></b> this <span style='font-style:italic;mso-bidi-font-style:normal'>season</span>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Rock salt<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'>·</span><!--[endif]-->Brine<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoNormal><a href="https://example.com/salt"><span style='color:windowtext'>Read more</span></a><o:p></o:p></p>
<!--EndFragment-->
</body></html>`

const googleDocsHtml = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1f2e3a-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Storm hours</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;font-style:normal;">Open</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;"> all night</span></p></b><br class="Apple-interchange-newline">`

describe('cleanPastedHtml', () => {
  test('Word: head, styles, XML, conditional comments, bullets, o:p, Mso classes and mso- styles are gone', () => {
    const clean = cleanPastedHtml(wordHtml)
    expect(clean).not.toMatch(/mso-|Mso|<o:|<\/o:|<!--|<!\[|<span|<style|<xml|<meta|·|font-family/i)
    expect(clean).toBe(
      [
        '<h2>Winter readiness</h2>',
        '<p>Order <b>early</b> this <em>season</em>.</p>',
        '<p>Rock salt</p>',
        '<p>Brine</p>',
        '',
        '<p><a href="https://example.com/salt">Read more</a></p>',
      ].join('\n'),
    )
  })

  test('Google Docs: the guid wrapper and spans go; bold and italic spans become strong and em', () => {
    expect(cleanPastedHtml(googleDocsHtml)).toBe(
      '<h2>Storm hours</h2><p><strong>Open</strong><em> all night</em></p><br>',
    )
  })

  test('ordinary HTML passes through', () => {
    expect(cleanPastedHtml('<p>Hi <strong>there</strong> <a href="/faq">FAQ</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="/faq">FAQ</a></p>',
    )
  })
})
