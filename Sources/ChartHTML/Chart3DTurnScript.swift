/// The script that turns a 3D chart in an offline page: dragging changes the pose, and the script
/// projects, lights and sorts the chart's geometry itself, as the Swift renderer does, so turning
/// needs no server and no precomputed states.
///
/// The geometry is read once into typed arrays. While a drag lasts, each frame paints the marks
/// into a canvas laid over the plot (one path per cell, no DOM node each), so a surface of 10,000
/// cells turns at the display's rate; when the drag ends the marks are written back into the SVG's
/// own elements, made once and then only given new attributes, so the page at rest is the
/// semantic SVG. `chart3DDraw(azimuth, inclination)` on the chart's group draws a pose into the
/// SVG, `chart3DFrame` into the canvas, as a drag does.
package enum Chart3DTurnScript {
    /// A function of the page's root id; the geometry of the n-th 3D chart is the JSON in the
    /// element `<id>-3d-<n>`.
    package static let source = #"""
(function(id){
var root=document.getElementById(id);if(!root)return;
var NS='http://www.w3.org/2000/svg',XH='http://www.w3.org/1999/xhtml';
function norm(v){var l=Math.hypot(v[0],v[1],v[2]);return l>0?[v[0]/l,v[1]/l,v[2]/l]:[0,0,0];}
var L=norm([-0.35,0.75,0.55]),H=norm([L[0],L[1],L[2]+1]),names={};
// Colours travel packed as the pixel words of a little-endian RGBA buffer; their CSS names are
// made once each.
function pack(r,g,b){return (r|(g<<8)|(b<<16)|0xff000000)>>>0;}
function css(k){var s=names[k];if(s===undefined){s='rgb('+(k&255)+','+((k>>8)&255)+','+((k>>16)&255)+')';names[k]=s;}return s;}
function ch(v,k,hl,m){return Math.round(255*Math.min(1,Math.max(0,v*k+hl*((1-m)+m*v))));}
function shade3(r,g,b,nx,ny,nz,m,ro){var l=Math.sqrt(nx*nx+ny*ny+nz*nz);if(l>0&&l<Infinity){nx/=l;ny/=l;nz/=l;}else{nx=0;ny=0;nz=0;}
if(nz<0){nx=-nx;ny=-ny;nz=-nz;}
var dif=Math.max(0,nx*L[0]+ny*L[1]+nz*L[2]),dw=0.72*(1-0.55*m),amb=0.38-0.08*m,s=1-ro,sh=6+s*s*140,st=(0.06+0.55*s*s)*(0.7+0.6*m);
var hl=st*Math.pow(Math.max(0,nx*H[0]+ny*H[1]+nz*H[2]),sh),k=amb+dw*dif;
return pack(ch(r,k,hl,m),ch(g,k,hl,m),ch(b,k,hl,m));}
function shade(c,n,m,r){return shade3(c[0],c[1],c[2],n[0],n[1],n[2],m,r);}
function f(v){return v.toFixed(2);}
root.querySelectorAll('g.chart3d').forEach(function(g,gi){
var el=document.getElementById(id+'-3d-'+gi);if(!el)return;
var d=JSON.parse(el.textContent),az=d.az,inc=d.inc,pending=false,plot=null,grid=null,axes=null,fo=null,cv=null,last=null,canvasMode=false;
var gridSig=null,gridPaths=null,labelSig=null,labelEls=null;
var label=g.querySelector('g.axis text');var tmpl=label?label.cloneNode(false):null;
// The geometry in typed arrays, read once: each surface's grid points, and its cells' colours and
// normals, which do not change as the chart turns. Items are cells, rules, rectangles and points,
// in the order the page lists them.
var S=d.surf.map(function(s){var w=s.n+1,k,X=new Float64Array(w*w),Y=new Float64Array(w*w),Z=new Float64Array(w*w),cells=[];
for(var j=0;j<w;j++)for(var i=0;i<w;i++){k=j*w+i;var y=s.y[k];X[k]=s.xs[i];Z[k]=s.zs[j];Y[k]=y===null?NaN:y;}
for(var j=0;j<s.n;j++)for(var i=0;i<s.n;i++){var A=j*w+i,B=A+1,C=A+w+1,D=A+w,c=s.c[j*s.n+i];
if(!c||isNaN(Y[A])||isNaN(Y[B])||isNaN(Y[C])||isNaN(Y[D]))continue;cells.push(A,c);}
var m=cells.length/2,cell=new Int32Array(m),N=new Float64Array(3*m),col=new Float64Array(3*m);
for(var q=0;q<m;q++){var A=cells[2*q],c=cells[2*q+1],B=A+1,C=A+w+1,D=A+w;cell[q]=A;col[3*q]=c[0];col[3*q+1]=c[1];col[3*q+2]=c[2];
var ux=X[D]-X[B],uy=Y[D]-Y[B],uz=Z[D]-Z[B],vx=X[C]-X[A],vy=Y[C]-Y[A],vz=Z[C]-Z[A];
N[3*q]=uy*vz-uz*vy;N[3*q+1]=uz*vx-ux*vz;N[3*q+2]=ux*vy-uy*vx;}
return {w:w,X:X,Y:Y,Z:Z,SX:new Float64Array(w*w),SY:new Float64Array(w*w),SZ:new Float64Array(w*w),cell:cell,N:N,col:col,m:s.m,r:s.r};});
var kind=[],ref=[],sub=[];
S.forEach(function(s,si){for(var q=0;q<s.cell.length;q++){kind.push(0);ref.push(q);sub.push(si);}});
d.rules.forEach(function(r,i){kind.push(1);ref.push(i);sub.push(0);});
d.polys.forEach(function(r,i){kind.push(2);ref.push(i);sub.push(0);});
d.pts.forEach(function(r,i){kind.push(3);ref.push(i);sub.push(0);});
var n=kind.length,depth=new Float64Array(n),idx=new Uint32Array(n),Q=new Float64Array(8*n),fill=new Uint32Array(n),info=new Array(n),nodes=new Array(n);
var layerCount=d.layers||4,sx=L[0],sy=-L[1],sl=Math.hypot(sx,sy);sx/=sl;sy/=sl;
var layerDefs=[[1,0,[-L[0],-L[1],0.45]],[0.78,0.16,[0,0,1]],[0.5,0.32,norm([L[0]*0.55,L[1]*0.55,L[2]*0.55+0.45])],[0,0.5,H]];
function cmp(a,b){return depth[a]-depth[b]||a-b;}
// A cell's outline grown as the Swift renderer grows it: each edge moved out by 0.35 along its
// own normal, each corner to where its two edges meet (at most 1.05 away); a cell with no area
// grows round its centre. Corners in gx, gy; the result in Q from o.
var gx=new Float64Array(4),gy=new Float64Array(4),gnx=new Float64Array(4),gny=new Float64Array(4);
function grow(o){var a2=0,k,j;for(k=0;k<4;k++){j=(k+1)&3;a2+=gx[k]*gy[j]-gx[j]*gy[k];}
var deg=Math.abs(a2)<1e-6,sd=a2>0?1:-1;
for(k=0;k<4&&!deg;k++){j=(k+1)&3;var ex=gx[j]-gx[k],ey=gy[j]-gy[k],l=Math.sqrt(ex*ex+ey*ey);if(l<1e-9){deg=true;break;}gnx[k]=sd*ey/l;gny[k]=-sd*ex/l;}
if(deg){var mx=(gx[0]+gx[1]+gx[2]+gx[3])/4,my=(gy[0]+gy[1]+gy[2]+gy[3])/4;
for(k=0;k<4;k++){var dx=gx[k]-mx,dy=gy[k]-my,l=Math.sqrt(dx*dx+dy*dy),g2=l>1e-9?(l+0.35)/l:1;Q[o+2*k]=mx+dx*g2;Q[o+2*k+1]=my+dy*g2;}return;}
for(k=0;k<4;k++){j=(k+3)&3;var m=1+gnx[j]*gnx[k]+gny[j]*gny[k],vx=gnx[j]+gnx[k],vy=gny[j]+gny[k];
if(m>1e-9){vx*=0.35/m;vy*=0.35/m;}else{vx=0;vy=0;}var l=Math.sqrt(vx*vx+vy*vy);if(l>1.05){vx*=1.05/l;vy*=1.05/l;}
Q[o+2*k]=gx[k]+vx;Q[o+2*k+1]=gy[k]+vy;}}
// While a drag lasts the order comes from each item's depth to 2^-26 (a 29-bit integer), sorted
// in three stable passes of ten bits each, so equal keys keep the order of their indices; at rest
// from the comparison of exact depths.
var keys=null,spare=null,counts=new Uint32Array(1024);
function order(){var k;
if(canvasMode){if(!keys){keys=new Uint32Array(n);spare=new Uint32Array(n);}
for(k=0;k<n;k++){var z=depth[k];keys[k]=z>-4&&z<4?Math.floor((z+4)*67108864):0;idx[k]=k;}
var src=idx,dst=spare;
for(var sh=0;sh<30;sh+=10){counts.fill(0);for(k=0;k<n;k++)counts[(keys[src[k]]>>>sh)&1023]++;
for(var b=0,sum=0;b<1024;b++){var c=counts[b];counts[b]=sum;sum+=c;}
for(k=0;k<n;k++){var v=src[k];dst[counts[(keys[v]>>>sh)&1023]++]=v;}var t=src;src=dst;dst=t;}
if(src!==idx)idx.set(src);return;}
for(k=0;k<n;k++)idx[k]=k;idx.sort(cmp);}
// Projects, lights and sorts everything for the pose; Q holds each item's screen points.
function layout(){
var a=az*Math.PI/180,e=Math.max(-89.999,Math.min(89.999,inc))*Math.PI/180;
var sa=Math.sin(a),ca=Math.cos(a),se=Math.sin(e),ce=Math.cos(e);
var T=[sa*ce,se,ca*ce],R=[ca,0,-sa],U=[-sa*se,ce,-ca*se],cx=d.cx,cy=d.cy,u=d.unit,persp=d.persp;
function P(x,y,z){var vz=x*T[0]+y*T[1]+z*T[2],k=persp?3/Math.max(3-vz,0.25):1;return [cx+(x*R[0]+z*R[2])*k*u,cy-(x*U[0]+y*U[1]+z*U[2])*k*u,vz];}
var it=0;
S.forEach(function(s){var X=s.X,Y=s.Y,Z=s.Z,SX=s.SX,SY=s.SY,SZ=s.SZ,w=s.w,N=s.N,col=s.col;
for(var k=0;k<X.length;k++){var x=X[k],y=Y[k],z=Z[k],vz=x*T[0]+y*T[1]+z*T[2],kk=persp?3/Math.max(3-vz,0.25)*u:u;
SX[k]=cx+(x*R[0]+z*R[2])*kk;SY[k]=cy-(x*U[0]+y*U[1]+z*U[2])*kk;SZ[k]=vz;}
for(var q=0;q<s.cell.length;q++,it++){var A=s.cell[q],B=A+1,C=A+w+1,D=A+w;
depth[it]=(SZ[A]+SZ[B]+SZ[C]+SZ[D])/4;
var o=8*it;
// The canvas fills pixel centres, so cells that share an edge leave no gap there: only the
// anti-aliased SVG needs them grown.
if(canvasMode){Q[o]=SX[A];Q[o+1]=SY[A];Q[o+2]=SX[B];Q[o+3]=SY[B];Q[o+4]=SX[C];Q[o+5]=SY[C];Q[o+6]=SX[D];Q[o+7]=SY[D];}
else{gx[0]=SX[A];gy[0]=SY[A];gx[1]=SX[B];gy[1]=SY[B];gx[2]=SX[C];gy[2]=SY[C];gx[3]=SX[D];gy[3]=SY[D];grow(o);}
var nx=N[3*q],ny=N[3*q+1],nz=N[3*q+2];
fill[it]=shade3(col[3*q],col[3*q+1],col[3*q+2],nx*R[0]+nz*R[2],nx*U[0]+ny*U[1]+nz*U[2],nx*T[0]+ny*T[1]+nz*T[2],s.m,s.r);}});
d.rules.forEach(function(r){var p=P(r[0],r[1],r[2]),q=P(r[3],r[4],r[5]),o=8*it;Q[o]=p[0];Q[o+1]=p[1];Q[o+2]=q[0];Q[o+3]=q[1];
depth[it]=(p[2]+q[2])/2;fill[it]=pack(Math.round(r[6]*255),Math.round(r[7]*255),Math.round(r[8]*255));it++;});
d.polys.forEach(function(r){var o=8*it,z=0;for(var k=0;k<4;k++){var p=P(r[3*k],r[3*k+1],r[3*k+2]);Q[o+2*k]=p[0];Q[o+2*k+1]=p[1];z+=p[2];}
var nx=r[15],ny=r[16],nz=r[17];depth[it]=z/4;fill[it]=shade3(r[12],r[13],r[14],nx*R[0]+nz*R[2],nx*U[0]+ny*U[1]+nz*U[2],nx*T[0]+ny*T[1]+nz*T[2],r[18],r[19]);it++;});
d.pts.forEach(function(r){var p=P(r[0],r[1],r[2]),k=persp?3/Math.max(3-p[2],0.25):1,rad=r[6]/2*k,c=r.slice(3,6);
var ls=layerCount>=4?layerDefs:[[1,0,[0,0,1]],layerDefs[3]];
depth[it]=p[2];info[it]=ls.map(function(y){var lr=y===layerDefs[3]?0.2+0.12*r[8]:y[0];return [p[0]+sx*y[1]*rad,p[1]+sy*y[1]*rad,lr*rad,shade(c,y[2],r[7],r[8])];});it++;});
order();
return P;}
function poly(o,c){return 'M'+f(Q[o])+' '+f(Q[o+1])+' '+f(Q[o+2])+' '+f(Q[o+3])+' '+f(Q[o+4])+' '+f(Q[o+5])+(c>3?' '+f(Q[o+6])+' '+f(Q[o+7]):'')+'Z';}
function box(P){
var a=az*Math.PI/180,e=Math.max(-89.999,Math.min(89.999,inc))*Math.PI/180,T=[Math.sin(a)*Math.cos(e),Math.sin(e),Math.cos(a)*Math.cos(e)];
function pl(cs){return 'M'+cs.map(function(c){var p=P(c[0],c[1],c[2]);return f(p[0])+' '+f(p[1]);}).join(' ')+'Z';}
var bx=T[0]>=0?-0.5:0.5,by=T[1]>=0?-0.5:0.5,bz=T[2]>=0?-0.5:0.5,m='',gd=[],sig='';
var tk={x:d.ticks.x.map(function(t){return t[0];}),y:d.ticks.y.map(function(t){return t[0];}),z:d.ticks.z.map(function(t){return t[0];})};
function face(cs,lines){var fd=pl(cs);gd.push(fd);sig+=lines.length+' ';m+='<g class="grid" aria-hidden="true"><path fill="'+d.grid+'" fill-opacity="0.22" stroke="'+d.grid+'" d="'+fd+'"/>';
lines.forEach(function(l){var p=P(l[0],l[1],l[2]),q=P(l[3],l[4],l[5]),ld='M'+f(p[0])+' '+f(p[1])+' '+f(q[0])+' '+f(q[1]);gd.push(ld);m+='<path fill="none" stroke="'+d.grid+'" stroke-width="0.5" d="'+ld+'"/>';});m+='</g>';}
if(Math.abs(T[1])>0.02)face([[-.5,by,-.5],[.5,by,-.5],[.5,by,.5],[-.5,by,.5]],tk.x.map(function(t){return [t,by,-.5,t,by,.5];}).concat(tk.z.map(function(t){return [-.5,by,t,.5,by,t];})));
if(Math.abs(T[2])>0.02)face([[-.5,-.5,bz],[.5,-.5,bz],[.5,.5,bz],[-.5,.5,bz]],tk.x.map(function(t){return [t,-.5,bz,t,.5,bz];}).concat(tk.y.map(function(t){return [-.5,t,bz,.5,t,bz];})));
if(Math.abs(T[0])>0.02)face([[bx,-.5,-.5],[bx,-.5,.5],[bx,.5,.5],[bx,.5,-.5]],tk.z.map(function(t){return [bx,-.5,t,bx,.5,t];}).concat(tk.y.map(function(t){return [bx,t,-.5,bx,t,.5];})));
if(!plot){var keep=[];for(var k=0;k<g.children.length;k++){if(g.children[k].getAttribute('class')==='legend')keep.push(g.children[k]);}
g.textContent='';grid=document.createElementNS(NS,'g');plot=document.createElementNS(NS,'g');plot.setAttribute('class','plot');axes=document.createElementNS(NS,'g');
g.appendChild(grid);g.appendChild(plot);g.appendChild(axes);keep.forEach(function(k){g.appendChild(k);});gridSig=null;labelSig=null;}
// The grid and the labels are made anew only when their make-up changes (another face in view,
// other labels kept); as the chart turns, the elements they have are given new places.
if(sig!==gridSig){grid.innerHTML=m;gridPaths=grid.querySelectorAll('path');gridSig=sig;}
else for(var k=0;k<gd.length;k++)gridPaths[k].setAttribute('d',gd[k]);
var labs=[],lsig='';
if(tmpl){var cen=P(0,0,0);[['x',function(t){return [t,by,-bz];}],['y',function(t){return [-bx,t,bz];}],['z',function(t){return [-bx,by,t];}]].forEach(function(ax){
var ts=d.ticks[ax[0]];if(!ts.length)return;var at=ax[1],a0=P.apply(null,at(-0.5)),a1=P.apply(null,at(0.5));if(Math.hypot(a1[0]-a0[0],a1[1]-a0[1])<=24)return;
var mid=P.apply(null,at(0)),ox=mid[0]-cen[0],oy=mid[1]-cen[1],ol=Math.hypot(ox,oy);if(ol>1e-9){ox/=ol;oy/=ol;}else{ox=0;oy=1;}
var fs=d.font,an=ox>0.35?'start':ox<-0.35?'end':'middle';
// Labels that would overlap are thinned as the Swift renderer thins them: every second, third, …
// one, the smallest stride that keeps them apart (widths guessed from the font size).
var pl=ts.map(function(t){var p=P.apply(null,at(t[0])),x=p[0]+ox*6,y=p[1]+oy*6;y=oy>0.35?y+fs*0.9:oy<-0.35?y-fs*0.2:y+fs*0.35;
var w=0.58*fs*String(t[1]).length,l=an==='start'?x:an==='end'?x-w:x-w/2;return [t,x,y,l,y-0.9*fs,l+w,y+0.25*fs];});
function apart(a,b){return a[5]+2<=b[3]||b[5]+2<=a[3]||a[6]+2<=b[4]||b[6]+2<=a[4];}
var kept=pl.slice(0,1);
for(var st=1;st<pl.length;st++){var ks=[];for(var i=0;i<pl.length;i+=st)ks.push(pl[i]);if(ks.length<2)break;
var ok=true;for(var i=1;i<ks.length;i++)if(!apart(ks[i-1],ks[i])){ok=false;break;}if(ok){kept=ks;break;}}
labs.push([ax[0],an,kept]);lsig+=ax[0]+' '+an+' '+kept.map(function(q){return q[0][1];}).join(' ')+'\n';});}
if(lsig===labelSig){var li=0;labs.forEach(function(L){L[2].forEach(function(q){var tx=labelEls[li++];tx.setAttribute('x',f(q[1]));tx.setAttribute('y',f(q[2]));});});}
else{axes.textContent='';labelEls=[];labelSig=lsig;labs.forEach(function(L){var grp=document.createElementNS(NS,'g');grp.setAttribute('class','axis '+L[0]);
L[2].forEach(function(q){var tx=tmpl.cloneNode(false);tx.textContent=q[0][1];tx.setAttribute('x',f(q[1]));tx.setAttribute('y',f(q[2]));
tx.setAttribute('text-anchor',L[1]);grp.appendChild(tx);labelEls.push(tx);});axes.appendChild(grp);});}
g.setAttribute('data-azimuth',az.toFixed(1));g.setAttribute('data-inclination',inc.toFixed(1));}
// The marks as SVG elements, each made once and then only given new attributes; they are put in
// a new order only when the depth order changed.
function drawSVG(){
var cls=['mark area surface','mark rule','mark rectangle','mark point'];
for(var k=0;k<n;k++){var e=nodes[k],t=kind[k],o=8*k;
if(!e){e=document.createElementNS(NS,t===3?'g':'path');e.setAttribute('class',cls[t]);nodes[k]=e;
if(t===1){e.setAttribute('fill','none');e.setAttribute('stroke-width','2');e.setAttribute('stroke-linecap','round');}
if(t===3)info[k].forEach(function(){e.appendChild(document.createElementNS(NS,'circle'));});}
if(t===0||t===2){e.setAttribute('fill',css(fill[k]));e.setAttribute('d',poly(o,4));}
else if(t===1){e.setAttribute('stroke',css(fill[k]));e.setAttribute('d','M'+f(Q[o])+' '+f(Q[o+1])+' '+f(Q[o+2])+' '+f(Q[o+3]));}
else{var ls=info[k];for(var j=0;j<ls.length;j++){var c=e.childNodes[j],y=ls[j];c.setAttribute('cx',f(y[0]));c.setAttribute('cy',f(y[1]));c.setAttribute('r',f(y[2]));c.setAttribute('fill',css(y[3]));}}}
var same=last!==null;if(same)for(var k=0;k<n;k++)if(last[k]!==idx[k]){same=false;break;}
if(!same){var frag=document.createDocumentFragment();for(var k=0;k<n;k++)frag.appendChild(nodes[idx[k]]);plot.textContent='';plot.appendChild(frag);last=idx.slice();}}
// While a drag lasts, the marks are painted into a canvas in the plot's place: the same shapes
// and colours, filled row by row into the canvas's pixels by the script (pixel centres inside a
// shape take its colour, nearer shapes over farther ones), without a DOM node or a canvas call
// each. Releasing writes them back into the SVG, anti-aliased.
var img=null,buf=null,W=0,xs=new Float64Array(8),ys=new Float64Array(8);
function span(y,a,b,col){if(y<0||y>=W)return;a=Math.max(0,a);b=Math.min(W,b);if(b>a)buf.fill(col,y*W+a,y*W+b);}
function fillPoly(n,col){var lo=Infinity,hi=-Infinity;for(var i=0;i<n;i++){if(ys[i]<lo)lo=ys[i];if(ys[i]>hi)hi=ys[i];}
for(var y=Math.max(0,Math.ceil(lo-0.5)),y1=Math.min(W-1,Math.floor(hi-0.5));y<=y1;y++){var cy=y+0.5,xl=Infinity,xr=-Infinity;
for(var i=0,j=n-1;i<n;j=i++){var ya=ys[j],yb=ys[i];if((ya<=cy&&yb>cy)||(yb<=cy&&ya>cy)){var x=xs[j]+(cy-ya)*(xs[i]-xs[j])/(yb-ya);if(x<xl)xl=x;if(x>xr)xr=x;}}
if(xl<xr){var a=Math.ceil(xl-0.5),b=Math.ceil(xr-0.5);if(a<0)a=0;if(b>W)b=W;
// A cell's few pixels a row are stored one by one: a call to fill each would cost more.
if(b-a>32)buf.fill(col,y*W+a,y*W+b);else for(var q=y*W+a,e=y*W+b;q<e;q++)buf[q]=col;}}}
// A quad (a cell or a rectangle, Q from o) filled as fillPoly fills it, its four edges written
// out and its corners read straight from Q: no arrays filled and no loop over edges per row.
function fillQuad(o,col,x0,y0,sc){
var ax=(Q[o]-x0)*sc,ay=(Q[o+1]-y0)*sc,bx=(Q[o+2]-x0)*sc,by=(Q[o+3]-y0)*sc,cx=(Q[o+4]-x0)*sc,cy=(Q[o+5]-y0)*sc,dx=(Q[o+6]-x0)*sc,dy=(Q[o+7]-y0)*sc;
var lo=ay,hi=ay;if(by<lo)lo=by;else if(by>hi)hi=by;if(cy<lo)lo=cy;else if(cy>hi)hi=cy;if(dy<lo)lo=dy;else if(dy>hi)hi=dy;
var y=Math.ceil(lo-0.5),y1=Math.floor(hi-0.5);if(y<0)y=0;if(y1>W-1)y1=W-1;
for(;y<=y1;y++){var py=y+0.5,xl=Infinity,xr=-Infinity,x;
if((dy<=py)!==(ay<=py)){x=dx+(py-dy)*(ax-dx)/(ay-dy);if(x<xl)xl=x;if(x>xr)xr=x;}
if((ay<=py)!==(by<=py)){x=ax+(py-ay)*(bx-ax)/(by-ay);if(x<xl)xl=x;if(x>xr)xr=x;}
if((by<=py)!==(cy<=py)){x=bx+(py-by)*(cx-bx)/(cy-by);if(x<xl)xl=x;if(x>xr)xr=x;}
if((cy<=py)!==(dy<=py)){x=cx+(py-cy)*(dx-cx)/(dy-cy);if(x<xl)xl=x;if(x>xr)xr=x;}
if(xl<xr){var a=Math.ceil(xl-0.5),b=Math.ceil(xr-0.5);if(a<0)a=0;if(b>W)b=W;
if(b-a>32)buf.fill(col,y*W+a,y*W+b);else for(var q=y*W+a,e=y*W+b;q<e;q++)buf[q]=col;}}}
function fillDisc(cx,cy,r,col){for(var y=Math.max(0,Math.ceil(cy-r-0.5)),y1=Math.min(W-1,Math.floor(cy+r-0.5));y<=y1;y++){var dy=y+0.5-cy,h=r*r-dy*dy;if(h<0)continue;h=Math.sqrt(h);
span(y,Math.ceil(cx-h-0.5),Math.ceil(cx+h-0.5),col);}}
function drawCanvas(){
var half=1.5*d.unit,x0=d.cx-half,y0=d.cy-half;
if(!fo){fo=document.createElementNS(NS,'foreignObject');fo.setAttribute('aria-hidden','true');
fo.setAttribute('x',f(x0));fo.setAttribute('y',f(y0));fo.setAttribute('width',f(2*half));fo.setAttribute('height',f(2*half));
cv=document.createElementNS(XH,'canvas');cv.style.display='block';cv.style.width='100%';cv.style.height='100%';fo.appendChild(cv);}
if(fo.parentNode!==g)g.insertBefore(fo,axes);
var sc=screenScale,px=Math.max(1,Math.min(4096,Math.ceil(2*half*sc)));
sc=px/(2*half);
var ctx=cv.getContext('2d');if(cv.width!==px||!img){cv.width=px;cv.height=px;img=ctx.createImageData(px,px);buf=new Uint32Array(img.data.buffer);W=px;}
buf.fill(0);
for(var i=0;i<n;i++){var k=idx[i],t=kind[k],o=8*k;
if(t===0||t===2){fillQuad(o,fill[k],x0,y0,sc);}
else if(t===1){var ax=(Q[o]-x0)*sc,ay=(Q[o+1]-y0)*sc,bx=(Q[o+2]-x0)*sc,by=(Q[o+3]-y0)*sc,dx=bx-ax,dy=by-ay,l=Math.hypot(dx,dy),hw=sc;
if(l<1e-9){fillDisc(ax,ay,hw,fill[k]);continue;}dx*=hw/l;dy*=hw/l;
xs[0]=ax-dx-dy;ys[0]=ay-dy+dx;xs[1]=bx+dx-dy;ys[1]=by+dy+dx;xs[2]=bx+dx+dy;ys[2]=by+dy-dx;xs[3]=ax-dx+dy;ys[3]=ay-dy-dx;fillPoly(4,fill[k]);}
else{var ls=info[k];for(var j=0;j<ls.length;j++){var y=ls[j];fillDisc((y[0]-x0)*sc,(y[1]-y0)*sc,Math.max(0,y[2])*sc,y[3]);}}}
ctx.putImageData(img,0,0);}
// The canvas's pixels per unit, read before the frame changes the page, when reading it does not
// make the browser lay the page out again.
var screenScale=1;
function draw(){pending=false;
if(canvasMode){var sm=g.getScreenCTM();screenScale=(sm?Math.hypot(sm.a,sm.b):1)*(window.devicePixelRatio||1);}
var P=layout();box(P);
if(canvasMode){plot.style.display='none';drawCanvas();}
else{drawSVG();plot.style.display='';if(fo&&fo.parentNode)fo.parentNode.removeChild(fo);}}
function request(){if(!pending){pending=true;requestAnimationFrame(function(){if(pending)draw();});}}
var svg=g.ownerSVGElement||root,drag=null;root.style.touchAction='none';
svg.addEventListener('pointerdown',function(ev){drag=[ev.clientX,ev.clientY];try{svg.setPointerCapture(ev.pointerId);}catch(e){}});
svg.addEventListener('pointermove',function(ev){if(!drag)return;az-=(ev.clientX-drag[0])*0.5;inc=Math.max(-90,Math.min(90,inc+(ev.clientY-drag[1])*0.5));drag=[ev.clientX,ev.clientY];
canvasMode=true;request();});
function end(){if(!drag)return;drag=null;if(canvasMode){canvasMode=false;pending=false;draw();}}
svg.addEventListener('pointerup',end);svg.addEventListener('pointercancel',end);
g.chart3DDraw=function(a,i){az=a;inc=i;canvasMode=false;draw();};
g.chart3DFrame=function(a,i){az=a;inc=i;canvasMode=true;draw();};
});
})
"""#
}
