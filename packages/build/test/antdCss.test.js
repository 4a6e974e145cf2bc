'use strict';
// antd's prebuilt style sheet cut down to the components a build contains (zeroRuntime).
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { cutSheet, prefixesOf, splitList } = require('../src/antdCss');

const SHEET = [
  '.ant-table{color:red;}',
  '.ant-steps{color:blue;}',
  '.ant-table .ant-checkbox{margin:0;}',
  '.ant-form-item .ant-mentions{width:100%;}',
  '.ant-mentions,.ant-table-cell{padding:0;}',
  ':where(.css-var-x).ant-btn{font:inherit;}',
  'a:hover{color:var(--ant-color-link);}',
  '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}',
  '@media (max-width: 575px){.ant-steps{display:block;}.ant-table{font-size:12px;}}',
  '@media (min-width: 1600px){.ant-steps-item{flex:1;}}',
].join('');

test("a rule stays when every component it names is in the build, or it names none", () => {
  const cut = cutSheet(SHEET, new Set(['table', 'checkbox', 'btn']));
  assert.match(cut, /^\.ant-table\{color:red;\}/);
  assert.doesNotMatch(cut, /ant-steps/);
  assert.match(cut, /\.ant-table \.ant-checkbox\{margin:0;\}/);
  assert.doesNotMatch(cut, /ant-mentions\{width/, 'the form rule for Mentions names a component the build does not have');
  assert.match(cut, /\.ant-mentions,\.ant-table-cell\{padding:0;\}/, 'a list stays when one of its selectors can match');
  assert.match(cut, /:where\(\.css-var-x\)\.ant-btn\{font:inherit;\}/);
  assert.match(cut, /a:hover\{color:var\(--ant-color-link\);\}/);
  assert.match(cut, /@keyframes antFadeIn\{0%\{opacity:0;\}100%\{opacity:1;\}\}/);
  assert.match(cut, /@media \(max-width: 575px\)\{\.ant-table\{font-size:12px;\}\}/, 'inside @media, rule by rule');
  assert.doesNotMatch(cut, /1600px/, 'an @media block left empty goes');
});

test('commas inside parentheses do not split a selector list', () => {
  assert.deepEqual(splitList(':where(.a, .b) .ant-x,.ant-y'), [':where(.a, .b) .ant-x', '.ant-y']);
});

test("the components come from the build's modules under antd/es, concatenated ones included", () => {
  const at = (resource) => ({ resource });
  const keep = prefixesOf([
    at('/app/node_modules/antd/es/table/Table.js'),
    { resource: '/app/src/App.tsx', modules: [at('/app/node_modules/antd/es/date-picker/index.js'), at('/app/node_modules/antd/es/button/button.js')] },
    at('/app/node_modules/rc-table/es/index.js'),
  ]);
  for (const prefix of ['table', 'picker', 'btn', 'fade', 'wave']) assert.ok(keep.has(prefix), prefix);
  assert.ok(!keep.has('steps'));
});
