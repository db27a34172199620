/** Leagues, teams, athletes and sports media. Line format: see `../known-accounts.ts`. */
export const SPORTS = `
# Leagues, competitions and governing bodies
NFL|sports|nfl li=nfl
NBA|sports|nba li=nba
MLB|sports|mlb
NHL|sports|nhl
MLS|sports|mls
WNBA|sports|wnba
NWSL|sports|nwsl
NCAA|sports|ig,tw=ncaa
NCAA March Madness|sports|tw=marchmadnessmbb
ESPN College GameDay|sports,youth-student|ig,tw=collegegameday
SEC Football|sports|tw=sec
Big Ten Conference|sports|tw=bigten
College Football Playoff|sports|tw=cfbplayoff
FIFA|sports|tw=fifacom ig=fifaworldcup
FIFA Women's World Cup|sports|tw=fifawwc
UEFA Champions League|sports|championsleague
UEFA Europa League|sports|ig,tw=europaleague
Premier League|sports|premierleague
LaLiga|sports|laliga
Serie A|sports|ig,tw=seriea
Bundesliga|sports|ig=bundesliga
Ligue 1|sports|ig=ligue1
FIBA|sports|ig,tw=fiba
Olympics|sports|olympics
Paralympics|sports|ig,tw=paralympics
Team USA|sports|teamusa
Team GB|sports|ig,tw=teamgb
PGA Tour|sports|pgatour
LPGA|sports|ig,tw=lpga
LIV Golf|sports|tw=livgolf_league ig=livgolf
The Masters|sports|ig,tw=themasters
The Open|sports|ig,tw=theopen
US Open Golf|sports|ig,tw=usopengolf
ATP Tour|sports|atptour
WTA|sports|wta
Wimbledon|sports|wimbledon
US Open Tennis|sports|ig,tw=usopen
Roland-Garros|sports|rolandgarros
Australian Open|sports|ig,tw=australianopen
UFC|sports|ufc
WWE|sports|wwe
AEW|sports|ig,tw=aew
Matchroom Boxing|sports|ig,tw=matchroomboxing
Top Rank Boxing|sports|tw=trboxing
X Games|sports|ig,tw=xgames
World Surf League|sports,outdoors|ig,tw=wsl
ICC Cricket|sports|ig,tw=icc
Indian Premier League|sports|tw=ipl ig=iplt20
BCCI|sports|tw=bcci ig=indiancricketteam
England Cricket|sports|ig,tw=englandcricket
World Rugby|sports|ig,tw=worldrugby
All Blacks|sports|ig,tw=allblacks
Six Nations Rugby|sports|tw=sixnationsrugby
AFL|sports|ig,tw=afl
Tour de France|sports|tw=letour ig=letourdefrance
World Athletics|sports|ig,tw=worldathletics
Diamond League|sports|tw=diamond_league
Boston Marathon|sports|ig,tw=bostonmarathon
NYC Marathon|sports|tw=nycmarathon
Zwift|sports,fitness-health|ig,tw=gozwift
Red Bull|sports|redbull li=red-bull
Monster Energy|sports|monsterenergy

# National football teams
USMNT|sports|ig,tw=usmnt
USWNT|sports|ig,tw=uswnt
England Football|sports|ig,tw=england
Lionesses|sports|ig,tw=lionesses
France national team|sports|ig,tw=equipedefrance
Brazil national team|sports|ig,tw=cbf_futebol
Argentina national team|sports|tw=argentina ig=afaseleccion
Spain national team|sports|ig,tw=sefutbol
Mexico national team|sports|ig,tw=miseleccionmx
Portugal national team|sports|ig=selecaoportugal

# NFL
Arizona Cardinals|sports|azcardinals
Atlanta Falcons|sports|atlantafalcons
Baltimore Ravens|sports|ravens fb=baltimoreravens
Buffalo Bills|sports|buffalobills
Carolina Panthers|sports|ig,tw,tt=panthers
Chicago Bears|sports|chicagobears
Cincinnati Bengals|sports|bengals
Cleveland Browns|sports|tw=browns
Dallas Cowboys|sports|dallascowboys
Denver Broncos|sports|ig,tw,tt=broncos
Detroit Lions|sports|tw=lions ig=detroitlionsnfl
Green Bay Packers|sports|packers
Houston Texans|sports|houstontexans
Indianapolis Colts|sports|ig,tw,tt=colts
Jacksonville Jaguars|sports|ig,tw,tt=jaguars
Kansas City Chiefs|sports|ig,tw,tt=chiefs
Las Vegas Raiders|sports|raiders
Los Angeles Chargers|sports|chargers
Los Angeles Rams|sports|ig,tw,tt=ramsnfl
Miami Dolphins|sports|miamidolphins
Minnesota Vikings|sports|ig,tw,tt=vikings
New England Patriots|sports|ig,tw,tt=patriots
New Orleans Saints|sports|ig,tw,tt=saints
New York Giants|sports|tw=giants ig=nygiants
New York Jets|sports|nyjets
Philadelphia Eagles|sports|tw=eagles ig=philadelphiaeagles
Pittsburgh Steelers|sports|steelers
San Francisco 49ers|sports|49ers
Seattle Seahawks|sports|seahawks
Tampa Bay Buccaneers|sports|ig,tw,tt=buccaneers
Tennessee Titans|sports|ig,tw,tt=titans
Washington Commanders|sports|ig,tw,tt=commanders

# NBA
Atlanta Hawks|sports|atlhawks
Boston Celtics|sports|celtics
Brooklyn Nets|sports|brooklynnets
Charlotte Hornets|sports|hornets
Chicago Bulls|sports|chicagobulls
Cleveland Cavaliers|sports|cavs
Dallas Mavericks|sports|dallasmavs
Denver Nuggets|sports|nuggets
Detroit Pistons|sports|detroitpistons
Golden State Warriors|sports|warriors
Houston Rockets|sports|houstonrockets
Indiana Pacers|sports|pacers
LA Clippers|sports|laclippers
Los Angeles Lakers|sports|lakers
Memphis Grizzlies|sports|memgrizz
Miami Heat|sports|miamiheat
Milwaukee Bucks|sports|bucks
Minnesota Timberwolves|sports|timberwolves
New Orleans Pelicans|sports|pelicansnba
New York Knicks|sports|nyknicks
Oklahoma City Thunder|sports|okcthunder
Orlando Magic|sports|orlandomagic
Philadelphia 76ers|sports|sixers
Phoenix Suns|sports|suns
Portland Trail Blazers|sports|trailblazers
Sacramento Kings|sports|sacramentokings
San Antonio Spurs|sports|spurs
Toronto Raptors|sports|raptors
Utah Jazz|sports|utahjazz
Washington Wizards|sports|washwizards

# MLB
Arizona Diamondbacks|sports|dbacks
Atlanta Braves|sports|braves
Baltimore Orioles|sports|orioles
Boston Red Sox|sports|redsox
Chicago Cubs|sports|cubs
Chicago White Sox|sports|whitesox
Cincinnati Reds|sports|reds
Cleveland Guardians|sports|cleguardians
Colorado Rockies|sports|rockies
Detroit Tigers|sports|tigers
Houston Astros|sports|astros
Kansas City Royals|sports|royals
Los Angeles Angels|sports|angels
Los Angeles Dodgers|sports|dodgers
Miami Marlins|sports|marlins
Milwaukee Brewers|sports|brewers
Minnesota Twins|sports|twins
New York Mets|sports|mets
New York Yankees|sports|yankees
Athletics|sports|athletics
Philadelphia Phillies|sports|phillies
Pittsburgh Pirates|sports|pirates
San Diego Padres|sports|padres
San Francisco Giants|sports|sfgiants
Seattle Mariners|sports|mariners
St. Louis Cardinals|sports|cardinals
Tampa Bay Rays|sports|raysbaseball
Texas Rangers|sports|rangers
Toronto Blue Jays|sports|bluejays
Washington Nationals|sports|nationals

# NHL
Anaheim Ducks|sports|anaheimducks
Boston Bruins|sports|nhlbruins
Buffalo Sabres|sports|buffalosabres
Calgary Flames|sports|nhlflames
Carolina Hurricanes|sports|canes
Chicago Blackhawks|sports|nhlblackhawks
Colorado Avalanche|sports|tw=avalanche
Columbus Blue Jackets|sports|bluejacketsnhl
Dallas Stars|sports|dallasstars
Detroit Red Wings|sports|detroitredwings
Edmonton Oilers|sports|edmontonoilers
Florida Panthers|sports|flapanthers
Los Angeles Kings|sports|lakings
Minnesota Wild|sports|mnwild
Montreal Canadiens|sports|canadiensmtl
Nashville Predators|sports|predsnhl
New Jersey Devils|sports|njdevils
New York Islanders|sports|nyislanders
New York Rangers|sports|nyrangers
Ottawa Senators|sports|ig,tw=senators
Philadelphia Flyers|sports|tw=nhlflyers
Pittsburgh Penguins|sports|penguins
San Jose Sharks|sports|sanjosesharks
Seattle Kraken|sports|seattlekraken
St. Louis Blues|sports|stlouisblues
Tampa Bay Lightning|sports|tblightning
Toronto Maple Leafs|sports|mapleleafs
Vancouver Canucks|sports|canucks
Vegas Golden Knights|sports|tw=goldenknights ig=vegasgoldenknights
Washington Capitals|sports|capitals
Winnipeg Jets|sports|nhljets

# MLS
Atlanta United|sports|ig,tw=atlutd
Austin FC|sports|ig,tw=austinfc
Charlotte FC|sports|ig,tw=charlottefc
Chicago Fire FC|sports|tw=chicagofire
FC Cincinnati|sports|ig,tw=fccincinnati
Colorado Rapids|sports|ig,tw=coloradorapids
Columbus Crew|sports|ig,tw=columbuscrew
D.C. United|sports|ig,tw=dcunited
FC Dallas|sports|ig,tw=fcdallas
Houston Dynamo|sports|ig,tw=houstondynamo
Inter Miami CF|sports|intermiamicf
LA Galaxy|sports|ig,tw=lagalaxy
LAFC|sports|ig,tw=lafc
Minnesota United|sports|ig,tw=mnufc
CF Montréal|sports|ig,tw=cfmontreal
Nashville SC|sports|ig,tw=nashvillesc
New England Revolution|sports|ig,tw=nerevolution
New York City FC|sports|ig,tw=nycfc
New York Red Bulls|sports|ig,tw=newyorkredbulls
Orlando City SC|sports|ig,tw=orlandocitysc
Philadelphia Union|sports|ig,tw=philaunion
Portland Timbers|sports|ig,tw=timbersfc
Real Salt Lake|sports|ig,tw=realsaltlake
San Jose Earthquakes|sports|ig,tw=sjearthquakes
Seattle Sounders|sports|ig,tw=soundersfc
Sporting Kansas City|sports|ig,tw=sportingkc
St. Louis City SC|sports|ig,tw=stlcitysc
Toronto FC|sports|ig,tw=torontofc
Vancouver Whitecaps|sports|ig,tw=whitecapsfc

# Football clubs: England and Scotland
Arsenal|sports|arsenal
Aston Villa|sports|ig,tw=avfcofficial
AFC Bournemouth|sports|ig,tw=afcbournemouth
Brentford FC|sports|ig,tw=brentfordfc
Brighton & Hove Albion|sports|ig,tw=officialbhafc
Chelsea FC|sports|chelseafc
Crystal Palace|sports|ig,tw=cpfc
Everton|sports|everton
Fulham FC|sports|ig,tw=fulhamfc
Liverpool FC|sports|liverpoolfc tw=lfc
Manchester City|sports|mancity
Manchester United|sports|manchesterunited tw,tt=manutd
Newcastle United|sports|ig,tw=nufc
Nottingham Forest|sports|tw=nffc
Tottenham Hotspur|sports|spursofficial
West Ham United|sports|ig,tw=westham
Wolverhampton Wanderers|sports|ig,tw=wolves
Leeds United|sports|tw=lufc
Leicester City|sports|ig,tw=lcfc
Southampton FC|sports|ig,tw=southamptonfc
Burnley FC|sports|ig,tw=burnleyofficial
Sunderland AFC|sports|tw=sunderlandafc
Celtic FC|sports|ig,tw=celticfc
Rangers FC|sports|ig,tw=rangersfc

# Football clubs: Europe and the Americas
Real Madrid|sports|realmadrid
FC Barcelona|sports|fcbarcelona
Atlético de Madrid|sports|tw=atleti ig=atleticodemadrid
Sevilla FC|sports|ig,tw=sevillafc
Real Betis|sports|tw=realbetis
Valencia CF|sports|ig,tw=valenciacf
Villarreal CF|sports|ig,tw=villarrealcf
Athletic Club|sports|ig,tw=athleticclub
Real Sociedad|sports|ig,tw=realsociedad
Juventus|sports|ig=juventus tw=juventusfc
AC Milan|sports|acmilan
Inter Milan|sports|ig,tw=inter
AS Roma|sports|ig=officialasroma
SSC Napoli|sports|tw=sscnapoli
SS Lazio|sports|tw=officialsslazio
Atalanta|sports|tw=atalanta_bc
FC Bayern Munich|sports|fcbayern
Borussia Dortmund|sports|ig=bvb09 tw=bvb
RB Leipzig|sports|ig=rbleipzig
Bayer Leverkusen|sports|ig=bayer04fussball
Paris Saint-Germain|sports|ig,tt=psg tw=psg_inside
Olympique de Marseille|sports|tw=om_officiel ig=olympiquedemarseille
Olympique Lyonnais|sports|tw=ol
AS Monaco|sports|ig=asmonaco
AFC Ajax|sports|ig,tw=afcajax
SL Benfica|sports|ig,tw=slbenfica
FC Porto|sports|ig,tw=fcporto
Sporting CP|sports|tw=sporting_cp
Galatasaray|sports|ig=galatasaray tw=galatasaraysk
Al Nassr|sports|tw=alnassrfc
Boca Juniors|sports|tw=bocajrsoficial
River Plate|sports|ig,tw=riverplate
Flamengo|sports|ig,tw=flamengo

# College sports
Alabama Football|sports|ig,tw=alabamaftbl
Ohio State Football|sports|ig,tw=ohiostatefb
Michigan Football|sports|ig,tw=umichfootball
Georgia Football|sports|ig,tw=georgiafootball
Texas Longhorns Football|sports|ig,tw=texasfootball
Notre Dame Football|sports|ig,tw=ndfootball
LSU Football|sports|ig,tw=lsufootball
Clemson Football|sports|ig,tw=clemsonfb
Duke Basketball|sports|ig,tw=dukembb
Kentucky Basketball|sports|ig,tw=kentuckymbb
UConn Women's Basketball|sports|tw=uconnwbb

# Sports media and personalities
ESPN|sports|espn li=espn
SportsCenter|sports|sportscenter
ESPN FC|sports|ig,tw=espnfc
Bleacher Report|sports|bleacherreport
B/R Football|sports|ig,tw=brfootball
House of Highlights|sports|ig,tt=houseofhighlights
Barstool Sports|sports|barstoolsports
Dave Portnoy|sports|ig,tw=stoolpresidente
The Athletic|sports|theathletic
Sports Illustrated|sports|tw=sinow ig=sportsillustrated
Fox Sports|sports|foxsports
CBS Sports|sports|cbssports
NBC Sports|sports|nbcsports
Yahoo Sports|sports|yahoosports
Sky Sports|sports|skysports
Sky Sports Premier League|sports|tw=skysportspl
BBC Sport|sports|ig,tw=bbcsport
talkSPORT|sports|ig,tw=talksport
Overtime|sports|overtime
433|sports|ig,tt=433
GOAL|sports|ig,tw=goal
SLAM|sports|tw=slamonline ig=slam
Ballislife|sports|ig,tw=ballislife
Dude Perfect|sports|dudeperfect
NFL Network|sports|tw=nflnetwork
NFL Fantasy|sports|tw=nflfantasy
MLB Network|sports|ig,tw=mlbnetwork
Golf Channel|sports|ig,tw=golfchannel
Golf Digest|sports|ig,tw=golfdigest
Tennis Channel|sports|tw=tennischannel
Fabrizio Romano|sports|ig,tw=fabrizioromano
Adam Schefter|sports|tw=adamschefter
Shams Charania|sports|tw=shamscharania
Stephen A. Smith|sports|ig,tw=stephenasmith
Skip Bayless|sports|tw=realskipbayless
Shannon Sharpe|sports|tw=shannonsharpe
The Pat McAfee Show|sports|tw=patmcafeeshow
Gary Lineker|sports|tw=garylineker
Jamie Carragher|sports|tw=carra23
Rio Ferdinand|sports|ig,tw=rioferdy5
Dana White|sports|ig,tw=danawhite
Fanatics|sports|ig,tw=fanatics
Titleist|sports|ig,tw=titleist
TaylorMade Golf|sports|ig,tw=taylormadegolf
Oakley|sports,fashion|oakley

# Basketball players
LeBron James|sports,celebrities|ig,tw=kingjames
Stephen Curry|sports|ig,tw=stephencurry30
Kevin Durant|sports|ig=easymoneysniper tw=kdtrey5
Giannis Antetokounmpo|sports|ig,tw=giannis_an34
Luka Dončić|sports|ig=lukadoncic tw=luka7doncic
Shaquille O'Neal|sports,celebrities|ig,tw=shaq
Dwyane Wade|sports|ig,tw=dwyanewade
Joel Embiid|sports|ig,tw=joelembiid
Kyrie Irving|sports|ig,tw=kyrieirving
Damian Lillard|sports|ig=damianlillard tw=dame_lillard
James Harden|sports|ig,tw=jharden13
Russell Westbrook|sports|ig,tw=russwest44
Jayson Tatum|sports|ig,tw=jaytatum0
Ja Morant|sports|ig,tw=jamorant
Anthony Davis|sports|ig,tw=antdavis23
Zion Williamson|sports|ig,tw=zionwilliamson
Chris Paul|sports|ig,tw=cp3
Klay Thompson|sports|ig,tw=klaythompson
Draymond Green|sports|ig,tw=money23green
Devin Booker|sports|ig=dbook tw=devinbook
Anthony Edwards|sports|ig=theanthonyedwards_
Trae Young|sports|ig=traeyoung tw=thetraeyoung
LaMelo Ball|sports|ig=melo
Bronny James|sports|ig=bronny
Carmelo Anthony|sports|ig,tw=carmeloanthony
Blake Griffin|sports|ig,tw=blakegriffin23
Dirk Nowitzki|sports|ig,tw=swish41
Magic Johnson|sports|ig,tw=magicjohnson
Caitlin Clark|sports|ig=caitlinclark22
Angel Reese|sports|ig=angelreese5
Candace Parker|sports|ig=candaceparker tw=candace_parker
Sue Bird|sports|ig=sbird10 tw=s10bird
Breanna Stewart|sports|ig,tw=breannastewart

# American football players
Tom Brady|sports|ig,tw=tombrady
Patrick Mahomes|sports|ig,tw=patrickmahomes
Travis Kelce|sports|ig=killatrav tw=tkelce
Josh Allen|sports|ig,tw=joshallenqb
Aaron Rodgers|sports|ig,tw=aaronrodgers12
J.J. Watt|sports|ig,tw=jjwatt
Russell Wilson|sports|ig,tw=dangerusswilson
Odell Beckham Jr.|sports|ig,tw=obj
Rob Gronkowski|sports|ig=gronk tw=robgronkowski
Christian McCaffrey|sports|ig=christianmccaffrey tw=cmc_22
Lamar Jackson|sports|ig=new_era8 tw=lj_era8
Justin Jefferson|sports|ig,tw=jjettas2
Jalen Hurts|sports|ig,tw=jalenhurts
Saquon Barkley|sports|ig,tw=saquon
Tyreek Hill|sports|ig,tw=cheetah
Derrick Henry|sports|ig=derrickhenry tw=kinghenry_2
Dak Prescott|sports|ig,tw=dak
Cam Newton|sports|ig=cameron1newton tw=cameronnewton
Drew Brees|sports|ig,tw=drewbrees
Chad Johnson|sports|tw=ochocinco
Deion Sanders|sports|ig,tw=deionsanders
Michael Strahan|sports,film-tv|ig,tw=michaelstrahan

# Baseball and hockey players
Shohei Ohtani|sports|ig=shoheiohtani
Aaron Judge|sports|ig,tw=thejudge44
Mike Trout|sports|ig,tw=miketrout
Bryce Harper|sports|ig=bryceharper3 tw=bharper3407
Mookie Betts|sports|ig,tw=mookiebetts
Fernando Tatis Jr.|sports|ig=fernandotatisjr
Francisco Lindor|sports|ig=lindor12
Ronald Acuña Jr.|sports|ig=ronaldacunajr24
Alex Rodriguez|sports|ig,tw=arod
David Ortiz|sports|ig,tw=davidortiz
Wayne Gretzky|sports|ig,tw=waynegretzky
P.K. Subban|sports|tw=pksubban1

# Football (soccer) players
Cristiano Ronaldo|sports,celebrities|cristiano
Lionel Messi|sports,celebrities|ig,fb=leomessi
Neymar Jr.|sports|ig,tw=neymarjr
Kylian Mbappé|sports|ig=k.mbappe tw=kmbappe
Erling Haaland|sports|tw=erlinghaaland
Mohamed Salah|sports|ig,tw=mosalah
David Beckham|sports,celebrities|ig=davidbeckham
Zlatan Ibrahimović|sports|ig=iamzlatanibrahimovic
Marcus Rashford|sports|ig,tw=marcusrashford
Jude Bellingham|sports|ig=judebellingham
Vinícius Júnior|sports|ig,tw=vinijr
Paul Pogba|sports|ig,tw=paulpogba
Kevin De Bruyne|sports|ig=kevindebruyne tw=debruynekev
Harry Kane|sports|ig=harrykane tw=hkane
Son Heung-min|sports|ig=hm_son7
Robert Lewandowski|sports|ig=_rl9 tw=lewy_official
Luka Modrić|sports|ig=lukamodric10
Gareth Bale|sports|ig,tw=garethbale11
Wayne Rooney|sports|ig,tw=waynerooney
Ronaldinho|sports|ig=ronaldinho tw=10ronaldinho
Ronaldo Nazário|sports|ig,tw=ronaldo
Kaká|sports|ig,tw=kaka
Antoine Griezmann|sports|ig,tw=antogriezmann
Thierry Henry|sports|ig,tw=thierryhenry
Andrés Iniesta|sports|ig,tw=andresiniesta8
Sergio Ramos|sports|ig,tw=sergioramos
Gerard Piqué|sports|ig,tw=3gerardpique
Luis Suárez|sports|ig,tw=luissuarez9
Mesut Özil|sports|ig=m10_official tw=m10
Virgil van Dijk|sports|ig=virgilvandijk
Trent Alexander-Arnold|sports|ig=trentarnold66 tw=trentaa
Bukayo Saka|sports|ig=bukayosaka87
Phil Foden|sports|ig=philfoden
Declan Rice|sports|ig=declanrice
Alexia Putellas|sports|ig,tw=alexiaputellas
Alisha Lehmann|sports|ig=alishalehmann7
Sam Kerr|sports|ig=samanthakerr20
Megan Rapinoe|sports|ig=mrapinoe tw=mpinoe
Alex Morgan|sports|ig,tw=alexmorgan13

# Tennis, golf, athletics, swimming and winter sports
Serena Williams|sports,celebrities|ig,tw=serenawilliams
Venus Williams|sports|ig,tw=venuswilliams
Naomi Osaka|sports|ig,tw=naomiosaka
Rafael Nadal|sports|ig,tw=rafaelnadal
Roger Federer|sports|ig,tw=rogerfederer
Novak Djokovic|sports|ig,tw=djokernole
Carlos Alcaraz|sports|ig=carlitosalcarazz
Coco Gauff|sports|ig,tw=cocogauff
Iga Świątek|sports|ig=iga.swiatek tw=iga_swiatek
Andy Murray|sports|ig=andymurray tw=andy_murray
Maria Sharapova|sports|ig,tw=mariasharapova
Tiger Woods|sports|ig,tw=tigerwoods
Rory McIlroy|sports|ig=rorymcilroy tw=mcilroyrory
Jordan Spieth|sports|ig,tw=jordanspieth
Scottie Scheffler|sports|ig=scottiescheffler
Bryson DeChambeau|sports|ig=brysondechambeau
Phil Mickelson|sports|tw=philmickelson
Paige Spiranac|sports|ig=_paige.renee tw=paigespiranac
Simone Biles|sports|ig=simonebiles tw=simone_biles
Suni Lee|sports|ig=sunisalee
Gabby Douglas|sports|ig,tw=gabbydouglas
Usain Bolt|sports|ig,tw=usainbolt
Sha'Carri Richardson|sports|ig=carririchardson_
Noah Lyles|sports|ig=nojo18
Allyson Felix|sports|tw=allysonfelix
Eliud Kipchoge|sports|ig=kipchogeeliud tw=eliudkipchoge
Mo Farah|sports|tw=mo_farah
Michael Phelps|sports|ig=m_phelps00 tw=michaelphelps
Katie Ledecky|sports|ig,tw=katieledecky
Tom Daley|sports|ig,tw=tomdaley
Lindsey Vonn|sports|ig,tw=lindseyvonn
Mikaela Shiffrin|sports|ig,tw=mikaelashiffrin
Eileen Gu|sports|ig=eileengu
Chloe Kim|sports|ig,tw=chloekim
Nathan Chen|sports|ig=nathanwchen
Shaun White|sports|ig,tw=shaunwhite
Tony Hawk|sports|ig,tw=tonyhawk
Kelly Slater|sports,outdoors|ig,tw=kellyslater
Bethany Hamilton|sports,outdoors|ig,tw=bethanyhamilton
Alex Honnold|sports,outdoors|ig=alexhonnold
Adam Ondra|sports,outdoors|ig=adam.ondra

# Cricket
Virat Kohli|sports|ig=virat.kohli tw=imvkohli
MS Dhoni|sports|ig=mahi7781
Sachin Tendulkar|sports|ig=sachintendulkar tw=sachin_rt
Rohit Sharma|sports|ig=rohitsharma45 tw=imro45
Babar Azam|sports|tw=babarazam258
Ben Stokes|sports|tw=benstokes38

# Combat sports and wrestling
Conor McGregor|sports|ig,tw=thenotoriousmma
Jon Jones|sports|ig,tw=jonnybones
Israel Adesanya|sports|ig,tw=stylebender
Khabib Nurmagomedov|sports|ig=khabib_nurmagomedov tw=teamkhabib
Georges St-Pierre|sports|ig,tw=georgesstpierre
Nate Diaz|sports|ig,tw=natediaz209
Francis Ngannou|sports|ig=francisngannou tw=francis_ngannou
Sean O'Malley|sports|ig,tw=sugaseanmma
Paddy Pimblett|sports|ig=theufcbaddy
Amanda Nunes|sports|ig=amanda_leoa
Floyd Mayweather|sports|ig,tw=floydmayweather
Canelo Álvarez|sports|ig,tw=canelo
Anthony Joshua|sports|ig=anthonyjoshua tw=anthonyfjoshua
Tyson Fury|sports|ig=gypsyking101 tw=tyson_fury
Oleksandr Usyk|sports|ig=usykaa
Gervonta Davis|sports|ig,tw=gervontaa
Ryan Garcia|sports|ig=kingryan tw=ryangarcia
Claressa Shields|sports|ig,tw=claressashields
Mike Tyson|sports,celebrities|ig,tw=miketyson
Jake Paul|sports,celebrities|ig,tw,tt=jakepaul
Logan Paul|celebrities,sports|ig,tw=loganpaul
John Cena|sports,celebrities|ig,tw=johncena
Roman Reigns|sports|ig=romanreigns tw=wweromanreigns
Becky Lynch|sports|ig,tw=beckylynchwwe
Ronda Rousey|sports|ig,tw=rondarousey
Seth Rollins|sports|ig,tw=wwerollins
Charlotte Flair|sports|tw=mscharlottewwe ig=charlottewwe
CM Punk|sports|ig,tw=cmpunk
Triple H|sports|ig,tw=tripleh
Stone Cold Steve Austin|sports|ig,tw=steveaustinbsr
`;
