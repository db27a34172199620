/**
 * Hard cases written here after the fixture personas showed two gaps the writers' corpus left:
 * shooting as a hobby read as extremism, and an insult at a crowd that is not a protected group
 * (coworkers, drivers, referees) read as hate. Hobby posts are harmless for every serious flag;
 * the insults are offensive, not hate. None repeats a fixture's text.
 */
export const HOBBY_SHOOTING = `
range day with my dad, finally grouped five shots inside an inch at 50 yards
sighted in the new scope this morning, two clicks left and it's dead on
took the kids to the trap club, my daughter broke 18 of 25 her first time
cleaning the rifle after deer camp, hoping for better luck next season
new holster came in, concealed carry class is saturday at the community center
plinking cans in the back forty with my brother all afternoon
bought my first shotgun for duck season, the guy at the counter was super patient
steel targets ring so satisfying, 200 yards with iron sights today
anyone know a good gunsmith near the lake? my lever action keeps jamming
hunter safety course done, the whole family passed
sporting clays tournament sunday, our team came in third
reloading my own ammo now, way cheaper and more consistent
spent the morning at the range teaching my wife how to handle a pistol safely
youth league rifle match went great, proud of these kids
pulled the .22 out for some target shooting before dinner
competition shooting is 90% nerves and 10% trigger control lol
my grandpa's old hunting rifle still shoots straight after 60 years
rainy range session but we got the new AR zeroed
bought a gun safe finally, everything locked up and kid proof
elk tag drawn this year! time to put in the practice at the range
`;

export const CROWD_INSULTS = `
my coworkers are a bunch of lazy clowns who can't read an email
these referees are absolute idiots, worst officiating i've ever seen
the drivers in this city are a pack of brain dead morons
half the people on my team couldn't find their way out of a paper bag
the guys at the dealership are a bunch of lying snakes
my neighbors are a bunch of nosy busybodies with nothing better to do
the front office of this team is full of clueless idiots
every single person at that meeting was a useless clown
customer service reps at this company are a bunch of incompetent fools
the people who run this hoa are petty little tyrants
my group project partners are complete morons, i did everything myself
these influencers are a bunch of talentless clowns
the parents at this school pickup line are the rudest idiots alive
the city council are a bunch of spineless cowards
the other team's fans are a bunch of sore losers and crybabies
whoever designed this app is an idiot and so is their boss
my landlord and his lawyers are a pack of greedy weasels
the mods on this server are power tripping losers
management here is a bunch of clueless clowns
the critics who hated this movie are pretentious idiots
`;
