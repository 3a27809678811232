/**
 * The careers site's one script (SPEC C8 as amended), served as a file of the
 * service's own (careers.plugin.ts) so that the strict CSP needs no inline
 * script: it fills the application form's hidden `TimeZone` with the
 * browser's time zone, an IANA name, so that the candidate's emails show
 * their times in it. The form works the same without it (the field stays
 * empty and the service's `ATS_TIME_ZONE` applies).
 */
export const TIME_ZONE_SCRIPT = `'use strict'
;(function () {
  var zone = ''
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ''
  } catch (e) {}
  var inputs = document.querySelectorAll('input[name="TimeZone"]')
  for (var i = 0; i < inputs.length; i++) inputs[i].value = zone
})()
`
