/**
 * Passwords refused because they are among the most common ones people choose (sources: the public
 * "most common passwords" lists of breach corpora), restricted to those that would otherwise pass the policy
 * (8+ characters with a digit) plus their obvious patterns. Compared after NFKC, lower-casing and removing spaces.
 */
const LIST = `
password1 password12 password123 password1234 password12345 password123456 passw0rd p@ssw0rd p@ssword1 pa55word pa55w0rd
12345678 123456789 1234567890 12345678910 123123123 123321123 11111111 111111111 1111111111 00000000 000000000 0000000000
22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 12341234 11223344 12121212 13131313 87654321
98765432 987654321 9876543210 01234567 012345678 0123456789 10203040 147258369 123654789 159753123 147852369 741852963
qwerty123 qwerty1234 qwerty12 qwertyui1 qwerty12345 qwertyuiop1 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5
zaq12wsx zaq1zaq1 abc12345 abcd1234 abcde123 abcdef12 abcdefg1 abc123456 a1b2c3d4 aa123456 aaaaaaa1 1111111a 1234abcd
iloveyou1 iloveyou2 welcome1 welcome12 welcome123 letmein1 letmein12 letmein123 monkey123 dragon123 football1 football12
baseball1 sunshine1 princess1 superman1 batman123 trustno11 master123 shadow123 michael1 jennifer1 computer1 whatever1
charlie1 freedom1 starwars1 liverpool1 chelsea1 arsenal1 soccer123 hello123 hello1234 admin123 admin1234 administrator1
changeme1 default1 secret123 test1234 testtest1 login123 user1234 guest123 qazwsx123 asdf1234 asdfgh12 zxcvbnm1 zxcvbn123
mustang1 jordan23 summer2024 summer2025 summer2026 winter2024 winter2025 winter2026 spring2025 autumn2025 january1
indonesia1 singapore1 malaysia1 philippines1 bismillah1 sayang123 cinta123 rahasia123 mobilelegends1 freefire1 pubg1234
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** The form a password is compared in: full-width digits become digits, case and spaces do not matter. */
export function commonForm(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

export function isCommonPassword(password: string): boolean {
  const form = commonForm(password);
  if (COMMON_PASSWORDS.has(form)) return true;
  // One character repeated, or one repeated with a single other: aaaaaaa1, 1111111a.
  return new Set(form).size <= 2 && /^(.)\1{5,}/.test(form.length > 1 ? form.slice(form[0] === form[1] ? 0 : 1) : form);
}
