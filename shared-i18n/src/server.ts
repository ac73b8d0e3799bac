// What only the server render uses: kept out of the singleton the browser loads.
export { pageStringsElementId } from './pageStrings';
export { pageStringsOf } from './pageStringsOf';
