// The footer's information pages (Terms, Privacy, Help, About): text from the CMS.
export { InfoPage, type InfoPageProps } from './InfoPage';
