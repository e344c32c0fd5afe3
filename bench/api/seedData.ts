/** Word lists the bulk seed draws from, so names, e-mails and places vary like real proposals. */

export const firstNames = [
  'Jane', 'John', 'Olivia', 'Liam', 'Charlotte', 'Noah', 'Amelia', 'Oliver', 'Isla', 'William',
  'Mia', 'Jack', 'Ava', 'Henry', 'Grace', 'Thomas', 'Chloe', 'James', 'Sophie', 'Lucas',
  'Zoe', 'Ethan', 'Ruby', 'Mason', 'Harper', 'Leo', 'Ella', 'Hugo', 'Matilda', 'Archie',
  'Priya', 'Wei', 'Minh', 'Aisha', 'Mohammed', 'Sakura', 'Mateo', 'Anika', 'Tariq', 'Mei',
];

export const surnames = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson',
  'Thompson', 'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King',
  'Davis', 'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel',
  'Tran', 'Chen', 'Singh', 'Murphy', 'Mitchell', 'Campbell', "O'Brien", 'Papadopoulos', 'Kowalski', 'Rossi',
  'Citizen', 'Fraser', 'MacDonald', 'Stewart', 'Hughes', 'Edwards', 'Cooper', 'Baker', 'Morris', 'Young',
];

export const emailDomains = ['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'yahoo.com.au', 'optusnet.com.au', 'hotmail.com', 'iinet.net.au'];

export const streetNames = [
  'George', 'King', 'Queen', 'Victoria', 'Elizabeth', 'Church', 'High', 'Station', 'Park', 'Railway',
  'Bridge', 'Mill', 'Hill', 'Ocean', 'Beach', 'Banksia', 'Wattle', 'Gum', 'Acacia', 'Jacaranda',
];
export const streetTypes = ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Court', 'Drive', 'Lane', 'Place', 'Way'];

/** Suburb, state, postcode: real places in every state and territory. */
export const places: readonly (readonly [string, string, string])[] = [
  ['Parramatta', 'NSW', '2150'], ['Penrith', 'NSW', '2750'], ['Newcastle', 'NSW', '2300'], ['Wollongong', 'NSW', '2500'],
  ['Dubbo', 'NSW', '2830'], ['Byron Bay', 'NSW', '2481'], ['Orange', 'NSW', '2800'], ['Tamworth', 'NSW', '2340'],
  ['Geelong', 'VIC', '3220'], ['Ballarat', 'VIC', '3350'], ['Bendigo', 'VIC', '3550'], ['Frankston', 'VIC', '3199'],
  ['Werribee', 'VIC', '3030'], ['Mildura', 'VIC', '3500'],
  ['Toowoomba', 'QLD', '4350'], ['Cairns', 'QLD', '4870'], ['Townsville', 'QLD', '4810'], ['Southport', 'QLD', '4215'],
  ['Ipswich', 'QLD', '4305'], ['Noosa Heads', 'QLD', '4567'],
  ['Glenelg', 'SA', '5045'], ['Mount Barker', 'SA', '5251'], ['Gawler', 'SA', '5118'],
  ['Fremantle', 'WA', '6160'], ['Joondalup', 'WA', '6027'], ['Bunbury', 'WA', '6230'], ['Mandurah', 'WA', '6210'],
  ['Launceston', 'TAS', '7250'], ['Hobart', 'TAS', '7000'], ['Devonport', 'TAS', '7310'],
  ['Palmerston', 'NT', '0830'], ['Alice Springs', 'NT', '0870'],
  ['Belconnen', 'ACT', '2617'], ['Gungahlin', 'ACT', '2912'],
];

/** Quote statuses with weights out of 100: most proposals are quoted, some referred or declined, then the back-office states. */
export const statusWeights: readonly (readonly [string, number])[] = [
  ['quoted', 38],
  ['referred', 15],
  ['declined', 8],
  ['paydue', 10],
  ['paid', 14],
  ['submitted', 5],
  ['review', 4],
  ['pending', 3],
  ['lost', 3],
];

export const insurerNames = ['Harbour Construction Underwriting', 'Southern Cross Builders Cover', 'Eureka Owner-Builder Insurance', 'Coral Coast Underwriters', 'Red Centre Risk Partners'];
